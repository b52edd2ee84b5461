import Foundation
import SiteKit

/// `site-bench`: builds a synthetic book plus the catalogue with this generator (full build,
/// no-op rebuild, one-chapter edit) and, when installed, runs `cmark` and Hugo on the same
/// Markdown, then prints the figures side by side with the goals.
///
/// Every contender runs as a child process measured the same way (`measure`). Timings are
/// printed, never asserted: a benchmark is not a test.
package struct Benchmark: Sendable {
    /// Where the catalogue's `Content/` and `Examples/` are copied from.
    package var catalogue: ProjectLayout
    package var chapters: Int
    /// Which made-up book the synthetic chapters make.
    package var shape = SyntheticBook.Shape.standard
    /// Whether the book keeps the generator's EPUB edition on (Hugo makes none, so by default
    /// the book says `epub: false`; a generator older than that setting needs it left unsaid).
    package var withEbook = false
    /// How many times each build is measured; the table shows the run with the median time,
    /// so one busy moment on a shared machine moves no figure.
    package var repetitions = 3
    /// Only build the book once and measure its search index (`SearchBudget`).
    package var searchOnly = false
    /// A scratch folder; the book and the Hugo site are made inside it.
    package var workFolder: URL
    /// The `site` executable to measure (normally the running one).
    package var siteExecutable: String
    package var log: @Sendable (String) -> Void

    package init(
        catalogue: ProjectLayout, chapters: Int, workFolder: URL, siteExecutable: String,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.catalogue = catalogue
        self.chapters = chapters
        self.workFolder = workFolder
        self.siteExecutable = siteExecutable
        self.log = log
    }

    /// One measured build.
    package struct Run: Sendable {
        package var name: String
        package var measurement: RunResult
        /// What the generator said about itself; `nil` for other programs.
        package var report: BenchReport?
    }

    /// Runs everything and returns the printed table.
    package func run() async throws -> String {
        let book = ProjectLayout(root: workFolder.appendingPathComponent("book"))
        let synthetic = SyntheticBook(count: chapters, shape: shape)
        log("Writing \(chapters) synthetic chapters (\(shape.rawValue) shape) and the catalogue into \(book.root.path)")
        try makeBook(book, synthetic)
        let markdown = try FileManager.default.contentsOfDirectory(atPath: book.content.path).sorted()
            .filter { $0.hasSuffix(".md") }.map { book.content.appendingPathComponent($0) }

        log("Warming up: compiling the catalogue's examples in the book (not measured)")
        let warm = await site(book, "warm-up", ["--no-cache"])
        guard warm.measurement.succeeded else {
            throw failure(
                "the warm-up build \(warm.measurement.terminationSummary); run 'site --root \(book.root.path)'")
        }
        if searchOnly {
            return try await SearchBudget(site: book.site).lines.joined(separator: "\n")
        }

        let store = CacheStore(project: book)
        log("Build from an empty cache, no Site/, \(repetitions) times")
        let cold = await median {
            try? FileManager.default.removeItem(at: book.site)
            try? store.clear()
            return await site(book, "cold", [])
        }
        let (full, hugo) = try await fullBuilds(book, store: store, markdown: markdown)
        log("No-op rebuild, \(repetitions) times")
        let noop = await median { await site(book, "no-op", []) }
        let edit = try await oneChapterEdits(book, synthetic)
        let pagesOnly = await pagesOnlyBuilds(book, store: store)
        for run in [cold, full, noop, edit, pagesOnly] where !run.measurement.succeeded {
            throw failure("the \(run.name) build \(run.measurement.terminationSummary)")
        }
        log("Measuring the search index")
        let search = try await SearchBudget(site: book.site)

        var cmark: RunResult?
        if let path = ProcessRunner.find("cmark") {
            log("cmark alone on the same Markdown, \(repetitions) times")
            cmark = await median { await Self.measure(path, markdown.map(\.path)) }
        }
        return BenchTable(
            chapters: chapters, catalogueChapters: markdown.count - chapters, repetitions: repetitions, cold: cold,
            full: full,
            noop: noop, edit: edit,
            pagesOnly: pagesOnly, cmark: cmark, hugo: hugo, search: search
        ).text
    }

    /// Full builds: the examples were compiled before, each followed by Hugo when it is
    /// installed; the median run of each.
    private func fullBuilds(_ book: ProjectLayout, store: CacheStore, markdown: [URL]) async throws
        -> (site: Run, hugo: RunResult?)
    {
        // The examples were compiled before, as the warm-up left them: SwiftPM's binaries
        // and the record that they are current, and what the compiler said about each
        // example that must not compile. Everything else is done afresh: every example run,
        // every page rendered and laid out.
        // Hugo runs right after each full build, so that the two are measured side by side
        // and the machine's drift over the minutes of a benchmark moves both alike.
        let hugoBuild = try hugo(markdown)
        var hugoRuns: [RunResult] = []
        log(
            "Full build (examples compiled before; runs, pages and Site/ afresh)"
                + (hugoBuild == nil ? "" : ", each followed by Hugo") + ", \(repetitions) times")
        let full = await median {
            try? FileManager.default.removeItem(at: book.site)
            for kind in ["pages", "runs"] {
                try? FileManager.default.removeItem(at: store.folder.appendingPathComponent(kind))
            }
            Self.forgetSite(store)
            let run = await site(book, "full", [])
            if let hugoBuild { hugoRuns.append(await hugoBuild()) }
            return run
        }
        return (full, hugoRuns.sorted { $0.seconds < $1.seconds }.dropFirst(hugoRuns.count / 2).first)
    }

    /// One-chapter edits, a different one each time.
    private func oneChapterEdits(_ book: ProjectLayout, _ synthetic: SyntheticBook) async throws -> Run {
        log("One-chapter edit, \(repetitions) times, a different edit each time")
        let edited = chapters / 2
        var variant = 0
        return try await median {
            variant += 1
            try Data(synthetic.edited(edited, variant: variant).utf8).write(
                to: book.content.appendingPathComponent("\(synthetic.slug(edited)).md"))
            return await site(book, "edit", [])
        }
    }

    /// Full builds whose cache still holds the example builds and runs but no pages.
    private func pagesOnlyBuilds(_ book: ProjectLayout, store: CacheStore) async -> Run {
        // Hugo compiles and runs nothing: measure that like with like too, a full build
        // whose cache still holds the example builds and runs but no pages, and no Site/.
        log("Full build with the examples already compiled and run, \(repetitions) times")
        return await median {
            try? FileManager.default.removeItem(at: book.site)
            try? FileManager.default.removeItem(at: store.folder.appendingPathComponent("pages"))
            Self.forgetSite(store)
            return await site(book, "pages-only", [])
        }
    }

    /// Removes what the cache keeps of the last site: its record, and the search index's
    /// word list, which an edit updates but a build of every page makes afresh.
    private static func forgetSite(_ store: CacheStore) {
        for key in ["site", "search words"] {
            try? FileManager.default.removeItem(at: store.url(kind: "stamps", key: key))
        }
    }

    /// A measured Hugo build with Chroma highlighting of the same Markdown, its output and
    /// cache cleared first; `nil` when Hugo is not installed.
    private func hugo(_ markdown: [URL]) throws -> (() async -> RunResult)? {
        guard let path = ProcessRunner.find("hugo") else { return nil }
        let hugoProject = HugoProject(root: workFolder.appendingPathComponent("hugo"))
        try hugoProject.create(markdownFiles: markdown)
        let output = workFolder.appendingPathComponent("hugo-public")
        let cache = workFolder.appendingPathComponent("hugo-cache")
        let log = log
        return {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: cache)
            let result = await Self.measure(
                path,
                ["--source", hugoProject.root.path, "--destination", output.path, "--quiet", "--cacheDir", cache.path])
            // A Hugo that renders no chapter is fast and proves nothing: say so.
            let pages = (try? FileManager.default.contentsOfDirectory(atPath: output.path).count) ?? 0
            if pages < markdown.count / 2 {
                log("Hugo wrote \(pages) entries for \(markdown.count) chapters: its figure is not comparable")
            }
            return result
        }
    }

    private func makeBook(_ book: ProjectLayout, _ synthetic: SyntheticBook) throws {
        let fileManager = FileManager.default
        // Keep the book's compiled examples between runs; replace everything else.
        for item in ["Content", "Site", "Package.swift"] {
            try? fileManager.removeItem(at: book.root.appendingPathComponent(item))
        }
        try fileManager.createDirectory(at: book.content, withIntermediateDirectories: true)
        try Data(Self.manifest.utf8).write(to: book.root.appendingPathComponent("Package.swift"))
        try Self.copyExamples(from: catalogue.examples, to: book.examples)
        for name in try fileManager.contentsOfDirectory(atPath: catalogue.content.path) where name.hasSuffix(".md") {
            try fileManager.copyItem(
                at: catalogue.content.appendingPathComponent(name), to: book.content.appendingPathComponent(name))
        }
        // The catalogue's categories, then the synthetic chapters' own.
        let categories = (try SiteConfig.load(catalogue)).categories + SyntheticBook.categories
        let ebook = withEbook ? "" : "epub: false\n"
        try Data("title: Benchmark book\n\(ebook)categories: [\(categories.joined(separator: ", "))]\n".utf8).write(
            to: book.content.appendingPathComponent("site.yml"))
        for (name, text) in synthetic.chapters() {
            try Data(text.utf8).write(to: book.content.appendingPathComponent(name))
        }
    }

    private func site(_ book: ProjectLayout, _ name: String, _ flags: [String]) async -> Run {
        let reportFile = workFolder.appendingPathComponent("report-\(name).json")
        try? FileManager.default.removeItem(at: reportFile)
        let measurement = await Self.measure(
            siteExecutable, ["build", "--root", book.root.path, "--report-file", reportFile.path] + flags)
        return Run(name: name, measurement: measurement, report: BenchReport.read(from: reportFile))
    }

    /// Runs a contender to its end, its output thrown away, and measures it from outside, as
    /// every contender is: wall time, and peak memory as the kernel reports it for that child
    /// (`RunResult.duration`, `RunResult.peakMemoryKiB`).
    static func measure(_ executable: String, _ arguments: [String]) async -> RunResult {
        // Six hours: a bound for a stuck contender, far beyond any build of any book.
        await ProcessRunner(timeout: 6 * 3600, output: .discarded).run(executable, arguments)
    }

    /// The measurement with the median time of `repetitions` runs of `measure`.
    private func median<Result: Measured>(_ measure: () async throws -> Result) async rethrows -> Result {
        var results: [Result] = []
        for _ in 0..<max(1, repetitions) { results.append(try await measure()) }
        return results.sorted { $0.seconds < $1.seconds }[results.count / 2]
    }

    private func failure(_ message: String) -> BuildFailure {
        BuildFailure([Diagnostic(file: workFolder.path, message: message)])
    }

    /// The book's own manifest, which only marks its folder: its examples are the package in
    /// `Examples/`, copied from the catalogue.
    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(name: "Book")

        """

    /// Replaces `destination`'s examples with `source`'s, keeping its `.build` (SwiftPM's
    /// compiled examples), so a second run compiles nothing it compiled before.
    static func copyExamples(from source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in try fileManager.contentsOfDirectory(atPath: destination.path) where item != ".build" {
            try fileManager.removeItem(at: destination.appendingPathComponent(item))
        }
        for item in try fileManager.contentsOfDirectory(atPath: source.path) where !item.hasPrefix(".") {
            try fileManager.copyItem(
                at: source.appendingPathComponent(item), to: destination.appendingPathComponent(item))
        }
    }
}

/// Something measured in seconds, for `Benchmark.median`.
protocol Measured {
    var seconds: Double { get }
}

extension RunResult: Measured {
    var seconds: Double { duration.seconds }
}

extension Benchmark.Run: Measured {
    var seconds: Double { measurement.seconds }
}
