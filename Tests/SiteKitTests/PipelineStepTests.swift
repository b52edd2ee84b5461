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

    /// A context loaded and recalled, with the example's run given its result by hand, as
    /// the run step would have: what the steps after it read.
    func runContext(_ project: FixtureProject, forWriting: Bool = false) async throws -> BuildContext {
        var context = BuildContext(generator: try project.generator(), forWriting: forWriting)
        try await LoadStep().run(&context)
        try await RecallStep().run(&context)
        for request in context.missing {
            context.results[request] = RunResult(stdout: "Hello from the run\n", stderr: "", termination: .exited(0))
        }
        return context
    }

    @Test("render early renders, while the build runs, the chapters that need nothing from it")
    func renderEarly() async throws {
        let project = try FixtureProject(files: [
            "Content/greeting.md": Self.chapter,
            "Content/prose.md": FixtureProject.chapter(title: "Prose", order: 2, body: "\n## Only words\n\nText.\n"),
            "Examples/Greeter/main.swift": "print(\"Hello\")\n",
        ])
        var context = BuildContext(generator: try project.generator(), forWriting: false)
        try await LoadStep().run(&context)
        try await RecallStep().run(&context)
        try await RenderEarlyStep().run(&context)
        let early = try #require(await context.earlyPages?.value)
        #expect(early.values.map(\.page.chapter.slug) == ["prose"], "the chapter with output waits for its run")
    }

    @Test("render expands each fence into highlighted code and the run's output, and checks links")
    func render() async throws {
        let project = try project()
        var context = try await runContext(project)
        try await RenderStep().run(&context)
        let page = try #require(context.pages.first)
        #expect(page.html.contains("Hello from the run"))
        let listing = try #require(page.html.firstMatch(of: /<pre class="code"><code>(?s)(.*?)<\/code>/)).1
        #expect(listing.contains("print(<span class=\"st\">&quot;Hello&quot;</span>)"), "highlighted: \(listing)")
        #expect(context.report.chaptersRendered == ["greeting"])

        try project.write("Content/greeting.md", Self.chapter + "\nSee [nowhere](missing.md).\n")
        var broken = try await runContext(project)
        try await RenderStep().run(&broken)
        #expect(
            broken.problems.diagnostics.contains { $0.file == "Content/greeting.md" && $0.message.contains("missing") })
    }

    @Test("lay out wraps each page and adds the home page, the search index and the print page")
    func layOut() async throws {
        let project = try project()
        var context = try await runContext(project)
        try await RenderStep().run(&context)
        let site = InMemorySite()
        context.sink = site
        try await LayOutStep().run(&context)
        let files = site.files
        for path in [
            "greeting.html", "index.html", "print.html", "404.html", "examples.html", "assets/search/index.js",
        ] {
            #expect(files[path] != nil, "\(path)")
        }
        let page = String(decoding: files["greeting.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<title>Greeting") && page.contains("Hello from the run"))
    }

    @Test("write swaps the staged site in as Site/ and names the files it wrote; a second write changes nothing")
    func write() async throws {
        let project = try project()
        for round in 1...2 {
            var context = try await runContext(project, forWriting: true)
            try await RenderStep().run(&context)
            try await LayOutStep().run(&context)
            try await WriteStep().run(&context)
            if round == 1 {
                #expect(context.report.filesWritten.contains("greeting.html"))
                #expect(try project.read("Site/greeting.html").contains("Hello from the run"))
            } else {
                #expect(context.report.filesWritten == [], "the same bytes are not written again")
            }
        }
    }

    @Test("diagnose compiles an example that must not compile and keeps what swiftc said, at its line")
    func diagnose() async throws {
        let project = try FixtureProject(files: [
            "Content/refused.md": FixtureProject.chapter(title: "Refused", body: "\n```example Refused\n```\n"),
            "Examples/Refused/main.swift": "// expect: compile-error\nlet count: Int = \"three\"\n",
        ])
        var context = BuildContext(generator: try project.generator(), forWriting: false)
        try await LoadStep().run(&context)
        try await RecallStep().run(&context)
        try await DiagnoseExamplesStep().run(&context)
        let said = try #require(context.diagnostics["Refused"])
        #expect(said.failed && said.errorCount == 1)
        #expect(said.entries.first?.file == "main.swift" && said.entries.first?.line == 2)
        #expect(context.problems.diagnostics.isEmpty)
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
