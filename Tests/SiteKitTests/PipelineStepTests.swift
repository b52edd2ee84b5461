import Foundation
import Testing

@testable import SiteKit

/// The build's steps one at a time, over a context prepared by hand: what each reads, what it
/// adds, and that the pipeline stops after a step that found errors.
@Suite("Pipeline steps")
struct PipelineStepTests {
    static let chapter = FixtureProject.chapter(
        title: "Greeting",
        body: """
            ## Code

            ```example Greeter
            ```

            ```output Greeter
            ```

            And again:

            ```output Greeter
            ```
            """)

    func project() throws -> FixtureProject {
        try FixtureProject(files: [
            "Content/greeting.md": Self.chapter,
            "Examples/Greeter/main.swift": "print(\"Hello\")\n",
        ])
    }

    @Test("load reads the chapters, the examples and each fence's run; a fence naming no example is located")
    func load() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator(), forWriting: false)
        try await LoadStep().run(&context)
        #expect(context.chapters.map(\.slug) == ["greeting"])
        #expect(context.examples.keys.sorted() == ["Greeter"])
        #expect(context.loaded.requests.map(\.example) == ["Greeter"])
        #expect(context.loaded.requestLines.values.first?.map(\.1) == [20, 25])

        try project.write(
            "Content/greeting.md", Self.chapter.replacingOccurrences(of: "example Greeter", with: "example Gretter"))
        var broken = BuildContext(generator: try project.generator(), forWriting: false)
        do {
            try await LoadStep().run(&broken)
            Issue.record("a fence naming no example was accepted")
        } catch {
            #expect(error.diagnostics.map(\.file) == ["Content/greeting.md"])
            #expect(error.diagnostics.first?.line == 17)
            #expect(error.diagnostics.first?.message.contains("Gretter") == true)
        }
    }

    @Test("recall finds nothing without a cache, and the stored result of a run with one")
    func recall() async throws {
        let project = try project()
        var generator = try project.generator()
        var context = BuildContext(generator: generator, forWriting: false)
        try await LoadStep().run(&context)
        try await RecallStep().run(&context)
        #expect(context.missing.count == 1)
        #expect(context.results.isEmpty)

        let cache = SiteCache(
            store: CacheStore(folder: project.root.appendingPathComponent("cache")), fingerprint: "test")
        generator.cache = cache
        var first = BuildContext(generator: generator, forWriting: false)
        try await LoadStep().run(&first)
        try await RecallStep().run(&first)
        let request = try #require(first.missing.first)
        let result = RunResult(stdout: "Hello\n", stderr: "", termination: .exited(0))
        cache.store(result, runKey: try #require(first.runKeys[request]))

        var second = BuildContext(generator: generator, forWriting: false)
        try await LoadStep().run(&second)
        try await RecallStep().run(&second)
        #expect(second.missing.isEmpty)
        #expect(second.results[request] == result)
    }

    @Test("run starts the example's program and reports a run the chapter does not expect at each fence")
    func run() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator(), forWriting: false)
        try await LoadStep().run(&context)
        try await RecallStep().run(&context)
        // A real program in place of the compiled example: it prints, then fails.
        let binaries = project.root.appendingPathComponent("bin")
        try project.write("bin/Greeter", "#!/bin/sh\necho Hello\nexit 3\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: binaries.appendingPathComponent("Greeter").path)
        context.binaryDirectory = binaries
        try await RunExamplesStep().run(&context)
        #expect(context.results.values.map(\.stdout) == ["Hello\n"])
        #expect(context.problems.diagnostics.map(\.line) == [20, 25])
        #expect(context.problems.diagnostics.allSatisfy { $0.message.hasPrefix("Greeter: ") })
        #expect(context.report.runsExecuted == 1)
    }

    struct Reporting: BuildStep {
        let name = "reporting"
        func run(_ context: inout BuildContext) async throws(BuildFailure) {
            context.problems.report(Diagnostic(file: "Content/a.md", line: 3, message: "wrong"))
        }
    }

    struct Marking: BuildStep {
        let name = "marking"
        func run(_ context: inout BuildContext) async throws(BuildFailure) {
            context.report.runsReused += 1
        }
    }

    @Test("the pipeline runs steps in order, times each, and stops after one that reported an error")
    func pipeline() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator(), forWriting: false)
        try await Pipeline.run([Marking(), Marking()], &context)
        #expect(context.report.runsReused == 2)
        #expect(context.report.stages.map(\.stage) == ["marking", "marking"])

        var failing = BuildContext(generator: try project.generator(), forWriting: false)
        do {
            try await Pipeline.run([Marking(), Reporting(), Marking()], &failing)
            Issue.record("a step's error did not stop the pipeline")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["Content/a.md:3:1: error: wrong"])
        }
        #expect(failing.report.runsReused == 1)
    }
}
