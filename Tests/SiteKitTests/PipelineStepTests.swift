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
        var context = BuildContext(generator: try project.generator())
        let loaded = try await LoadStep(inputs: InputStamps(of: project.layout)).run(&context)
        #expect(loaded.chapters.map(\.slug) == ["greeting"])
        #expect(loaded.examples.keys.sorted() == ["Greeter"])
        #expect(loaded.requests.map(\.example) == ["Greeter"])
        #expect(loaded.requestLines.values.first?.map(\.1) == [20, 25])

        try project.write(
            "Content/greeting.md", Self.chapter.replacingOccurrences(of: "example Greeter", with: "example Gretter"))
        var broken = BuildContext(generator: try project.generator())
        do {
            _ = try await LoadStep(inputs: InputStamps(of: project.layout)).run(&broken)
            Issue.record("a fence naming no example was accepted")
        } catch {
            #expect(error.diagnostics.map(\.file) == ["Content/greeting.md"])
            #expect(error.diagnostics.first?.line == 17)
            #expect(error.diagnostics.first?.message.contains("Gretter") == true)
        }
    }

    /// The project loaded with `generator`.
    func loaded(_ generator: SiteGenerator) async throws -> LoadedProject {
        var context = BuildContext(generator: generator)
        return try await LoadStep(inputs: InputStamps(of: generator.project)).run(&context)
    }

    @Test("a run's result is missing from a memo with no layers, and found under its key in one with a cache")
    func rememberedRuns() async throws {
        let project = try project()
        var generator = try project.generator()
        let loaded = try await loaded(generator)
        #expect(RunExamplesStep.missing(loaded, memo: BuildContext(generator: generator).memo).count == 1)

        let cache = SiteCache(
            store: CacheStore(folder: project.root.appendingPathComponent("cache")), toolchain: "test")
        generator.cache = cache
        let request = try #require(RunExamplesStep.missing(loaded, memo: cache).first)
        let result = RunResult(stdout: "Hello\n", stderr: "", termination: .exited(0))
        cache.store(result, .run, key: RunExamplesStep.key(request, loaded, memo: cache))
        #expect(RunExamplesStep.missing(loaded, memo: cache).isEmpty)

        // The run step takes the remembered result and runs nothing (no binaries are needed).
        var context = BuildContext(generator: generator)
        let results = try await RunExamplesStep(loaded: loaded, binaries: project.root).run(&context)
        #expect(results[request] == result)
        #expect(context.report.runsExecuted == 0)
    }

    @Test("run starts the example's program and reports a run the chapter does not expect at each fence")
    func run() async throws {
        let project = try project()
        let generator = try project.generator()
        let loaded = try await loaded(generator)
        // A real program in place of the compiled example: it prints, then fails.
        let binaries = project.root.appendingPathComponent("bin")
        try project.write("bin/Greeter", "#!/bin/sh\necho Hello\nexit 3\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: binaries.appendingPathComponent("Greeter").path)
        var context = BuildContext(generator: generator)
        let results = try await RunExamplesStep(loaded: loaded, binaries: binaries).run(&context)
        #expect(results.values.map(\.stdout) == ["Hello\n"])
        #expect(context.problems.diagnostics.map(\.line) == [20, 25])
        #expect(context.problems.diagnostics.allSatisfy { $0.message.hasPrefix("Greeter: ") })
        #expect(context.report.runsExecuted == 1)
    }

    /// What the steps after the run read: the project loaded, with the example's
    /// run given its result by hand, as the run step would have.
    struct Ran {
        var loaded: LoadedProject
        var evidence = Evidence()
        var keys: PageKeys

        func render(_ context: inout BuildContext) async throws -> [RenderedChapter] {
            try await RenderStep(loaded: loaded, evidence: evidence, keys: keys, early: nil)
                .run(&context)
        }

        func layOut(_ pages: [RenderedChapter], into sink: any SiteSink, _ context: inout BuildContext) async throws {
            try await LayOutStep(
                loaded: loaded, evidence: evidence, pages: pages, sink: sink,
                contentKeys: keys.pages
            ).run(&context)
        }
    }

    func ran(_ project: FixtureProject) async throws -> Ran {
        let generator = try project.generator()
        let loaded = try await loaded(generator)
        var evidence = Evidence()
        for request in loaded.requests {
            evidence.results[request] = RunResult(stdout: "Hello from the run\n", stderr: "", termination: .exited(0))
        }
        let keys = PageKeys(loaded: loaded, results: evidence.results, generator: generator)
        return Ran(loaded: loaded, evidence: evidence, keys: keys)
    }

    @Test("render early renders, while the build runs, the chapters that need nothing from it")
    func renderEarly() async throws {
        let project = try FixtureProject(files: [
            "Content/greeting.md": Self.chapter,
            "Content/prose.md": FixtureProject.chapter(title: "Prose", order: 2, body: "\n## Only words\n\nText.\n"),
            "Examples/Greeter/main.swift": "print(\"Hello\")\n",
        ])
        let generator = try project.generator()
        let loaded = try await loaded(generator)
        var context = BuildContext(generator: generator)
        let task = try await RenderEarlyStep(loaded: loaded).run(&context)
        let early = try #require(await task?.value)
        #expect(early.values.map(\.page.chapter.slug) == ["prose"], "the chapter with output waits for its run")
    }

    @Test("render expands each fence into highlighted code and the run's output, and checks links")
    func render() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator())
        let pages = try await ran(project).render(&context)
        let page = try #require(pages.first)
        #expect(page.html.contains("Hello from the run"))
        let listing = try #require(page.html.firstMatch(of: /<pre class="code"><code>(?s)(.*?)<\/code>/)).1
        #expect(listing.contains("print(<span class=\"st\">&quot;Hello&quot;</span>)"), "highlighted: \(listing)")
        #expect(context.report.chaptersRendered == ["greeting"])

        try project.write("Content/greeting.md", Self.chapter + "\nSee [nowhere](missing.md).\n")
        var broken = BuildContext(generator: try project.generator())
        _ = try await ran(project).render(&broken)
        #expect(
            broken.problems.diagnostics.contains { $0.file == "Content/greeting.md" && $0.message.contains("missing") })
    }

    @Test("lay out wraps each page and adds the home page, the search index and the print page")
    func layOut() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator())
        let ran = try await ran(project)
        let pages = try await ran.render(&context)
        let site = InMemorySite()
        try await ran.layOut(pages, into: site, &context)
        let files = site.files
        for path in [
            "greeting.html", "index.html", "print.html", "404.html", "examples.html", "assets/search/index.js",
        ] {
            #expect(files[path] != nil, "\(path)")
        }
        let page = String(decoding: files["greeting.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<title>Greeting") && page.contains("Hello from the run"))
    }

    @Test("epub packs the rendered chapters into a book in the sink and gives its place and size")
    func ebook() async throws {
        let project = try project()
        var context = BuildContext(generator: try project.generator())
        let ran = try await ran(project)
        let pages = try await ran.render(&context)
        let site = InMemorySite()
        let made = try await EbookStep(loaded: ran.loaded, pages: pages, pageKeys: ran.keys.pages, sink: site)
            .run(&context)
        let book = try #require(made)
        #expect(book.path == "downloads/book.epub")
        let data = try #require(site.files[book.path])
        #expect(book.bytes == data.count)
        #expect(StoredZip(data).names.contains("EPUB/chapters/greeting.xhtml"))
        #expect(context.report.ebookDocumentsMade == 1)

        // A book whose site.yml says 'epub: false' has none.
        var without = ran.loaded
        without.config.ebook = false
        let none = InMemorySite()
        #expect(
            try await EbookStep(loaded: without, pages: pages, pageKeys: ran.keys.pages, sink: none).run(&context)
                == nil)
        #expect(none.files.isEmpty)
    }

    @Test("write swaps the staged site in as Site/ and names the files it wrote; a second write changes nothing")
    func write() async throws {
        let project = try project()
        for round in 1...2 {
            var context = BuildContext(generator: try project.generator())
            let ran = try await ran(project)
            let pages = try await ran.render(&context)
            let staged = try StagedSite(project: project.layout, recorded: nil)
            try await ran.layOut(pages, into: staged, &context)
            try await WriteStep(site: staged, siteKey: "site \(round)").run(&context)
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
        let generator = try project.generator()
        let loaded = try await loaded(generator)
        var context = BuildContext(generator: generator)
        let diagnostics = try await DiagnoseExamplesStep(loaded: loaded).run(&context)
        let said = try #require(diagnostics["Refused"])
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
        func run(_ context: inout BuildContext) async throws(BuildFailure) -> Int {
            context.report.runsReused += 1
            return context.report.runsReused
        }
    }

    @Test("the pipeline runs steps in order, times each, hands on what each made, and stops after an error")
    func pipeline() async throws {
        let project = try project()
        var pipeline = Pipeline(BuildContext(generator: try project.generator()))
        let first = try await pipeline.run(Marking())
        let second = try await pipeline.run(Marking())
        #expect(first == 1 && second == 2)
        #expect(pipeline.context.report.stages.map(\.stage) == ["marking", "marking"])

        var failing = Pipeline(BuildContext(generator: try project.generator()))
        do {
            _ = try await failing.run(Marking())
            try await failing.run(Reporting())
            _ = try await failing.run(Marking())
            Issue.record("a step's error did not stop the pipeline")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["Content/a.md:3:1: error: wrong"])
        }
        #expect(failing.context.report.runsReused == 1)
    }
}
