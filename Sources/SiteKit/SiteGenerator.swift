import Foundation

/// The whole pipeline, one named stage after another:
/// load → build → run → expand and render → lay out → write (or check).
///
/// Each stage collects every problem it finds and the pipeline stops after the first stage
/// that found errors, so an author fixes a stage's problems in one pass and `Site/` is only
/// replaced after a complete, successful build.
///
/// With a `cache`, each stage does only the work whose inputs changed (see `SiteCache`); the
/// output is the same bytes either way.
public struct SiteGenerator: Sendable {
    public let project: ProjectLayout
    public var theme: Theme
    /// Receives progress lines (`Building 12 examples`, ...).
    public var log: @Sendable (String) -> Void
    public var swift: String
    /// Where already-built example binaries are, to skip the build stage: `swift test` has
    /// built every target, and a nested `swift build` would wait forever for the lock it holds.
    public var prebuiltExamples: URL?
    /// What earlier builds did, to reuse; `nil` (the default) does everything afresh. `site
    /// check` never sets it.
    public var cache: SiteCache?
    /// Shows how far the build is.
    public var progress = ProgressDisplay(style: .silent)

    public init(
        project: ProjectLayout, theme: Theme, swift: String = "swift",
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.project = project
        self.theme = theme
        self.swift = swift
        self.log = log
    }

    /// What the pipeline produced: the rendered chapters, what went into them, and (from
    /// `generate()`) the files.
    public struct Output: Sendable {
        /// Every file of the site, from `generate()`; `build()` writes them instead.
        public var files: [String: Data]
        /// Every chapter rendered, in catalogue order; empty when `siteIsCurrent`.
        public var pages: [RenderedChapter] = []
        /// The cache's key of each chapter's rendering, when there is a cache.
        var pageKeys: [String?] = []
        public var chapters: [Chapter]
        public var examples: [String: Example]
        public var requests: [RunRequest]
        /// Where each example is used, as `Content/x.md:12`.
        public var usages: [String: [String]]
        public var binaryDirectory: URL
        public var results: [RunRequest: RunResult]
        /// What was done and what was reused, with each stage's time.
        public var report = WorkReport()
        /// The cache found that `Site/` already holds exactly this build, so nothing was
        /// rendered or laid out and nothing needs writing.
        public var siteIsCurrent = false
        /// The cache's key for the whole site, recorded once it is written.
        var siteKey: String?
    }

    /// Builds the site and replaces `Site/` with it, rewriting only the files that changed.
    ///
    /// Pages go to disk as they are laid out (into a staging folder swapped in at the end),
    /// so a large site is never held in memory whole.
    @discardableResult
    public func build() async throws -> Output {
        var output = try await generate(skippingCurrentSite: true)
        guard !output.siteIsCurrent else {
            progress.finish()
            return output
        }
        var timer = StageTimer()
        log("Laying out \(output.pages.count) pages into Site/")
        progress.begin("Laying out and writing \(output.pages.count) pages")
        let site = try StagedSite(project: project, recorded: cache?.lastSiteRecord())
        let contentKeys = output.pageKeys.allSatisfy { $0 != nil } ? output.pageKeys.map { $0 ?? "" } : nil
        output.report.pagesLaidOut = try await SiteLayout(theme: theme).layOut(
            output.pages, contentKeys: contentKeys, into: site)
        output.report.laidOut = true
        timer.lap("layout")
        output.report.filesWritten = try site.commit()
        if let cache, let key = output.siteKey {
            cache.recordSite(key: key, folder: project.site, inputKeys: site.inputKeys)
        }
        timer.lap("write")
        output.report.stages += timer.stages
        progress.finish()
        return output
    }

    /// Runs every stage but the write, and lays the site out in memory (`files`).
    public func generate() async throws(BuildFailure) -> Output {
        var output = try await generate(skippingCurrentSite: false)
        var timer = StageTimer()
        output.files = await SiteLayout(theme: theme).layOut(output.pages)
        output.report.laidOut = true
        output.report.pagesLaidOut = output.pages.map(\.chapter.pagePath)
        timer.lap("layout")
        output.report.stages += timer.stages
        return output
    }

    /// Runs the stages up to laying out; with `skippingCurrentSite` and a cache that knows
    /// `Site/` already holds this exact build, stops before rendering.
    func generate(skippingCurrentSite: Bool) async throws(BuildFailure) -> Output {
        var timer = StageTimer()
        var report = WorkReport()
        defer { progress.finish() }

        // Load
        progress.begin("Loading chapters and examples")
        let loaded = try LoadedProject.load(project)
        let (chapters, examples, requests) = (loaded.chapters, loaded.examples, loaded.requests)
        let (requestLines, usages, chapterUses) = (loaded.requestLines, loaded.usages, loaded.chapterUses)
        var problems = DiagnosticCollector()
        let sourceHashes = cache == nil ? [:] : examples.mapValues(SiteCache.sourceHash)
        var runKeys: [RunRequest: String] = [:]
        var results: [RunRequest: RunResult] = [:]
        if let cache {
            for request in requests {
                let key = cache.runKey(request, sourceHash: sourceHashes[request.example] ?? "")
                runKeys[request] = key
                results[request] = cache.result(forRunKey: key)
            }
        }
        let missing = requests.filter { results[$0] == nil }
        timer.lap("load")

        // Build
        let used = Set(usages.keys)
        let binaries = try await buildExamples(
            examples, usages: usages, missing: missing, sourceHashes: sourceHashes, report: &report)
        timer.lap("build")

        // Run
        log("Running \(missing.count) example programs")
        if !missing.isEmpty { progress.begin("Running", total: missing.count, unit: "example runs") }
        let progress = progress
        let fresh = await ExampleRunner(binaryDirectory: binaries).run(missing) { _, _ in progress.advance() }
        results.merge(fresh) { _, new in new }
        report.runsExecuted = missing.count
        report.runsReused = requests.count - missing.count
        for request in requests {
            guard let result = results[request] else { continue }
            guard let mismatch = result.mismatch(with: request) else {
                // Only results the chapter accepts are kept: a timeout on a busy machine
                // must not stick.
                if let cache, fresh[request] != nil, let key = runKeys[request] { cache.store(result, runKey: key) }
                continue
            }
            for (chapter, line) in requestLines[request] ?? [] {
                problems.report(
                    Diagnostic(
                        file: chapter.sourcePath, line: line, message: "\(request.example): \(mismatch)",
                        hint: Self.hint(for: request, result: result)))
            }
        }
        try problems.throwIfErrors()
        timer.lap("run")

        // Expand and render
        let slugs = chapters.map(\.slug)
        var pageKeys: [String?] = Array(repeating: nil, count: chapters.count)
        if let cache {
            progress.begin("Comparing with the last build")
            let slugsDigest = SiteCache.slugsDigest(slugs)
            for (index, chapter) in chapters.enumerated() {
                let uses = chapterUses[index]
                let listed = uses.examples.sorted().flatMap { [$0, sourceHashes[$0] ?? ""] }
                let runs = uses.requests.flatMap { request in
                    [runKeys[request] ?? "", results[request].map { CachedRun($0).digest } ?? "not run"]
                }
                pageKeys[index] = cache.pageKey(chapter, slugsDigest: slugsDigest, examples: listed, runs: runs)
            }
        }
        let siteKey = cache?.siteKey(chapters, pageKeys: pageKeys.map { $0 ?? "" })
        var output = Output(
            files: [:], chapters: chapters, examples: examples, requests: requests, usages: usages,
            binaryDirectory: binaries, results: results, siteKey: siteKey)
        if skippingCurrentSite, let cache, let siteKey, cache.siteIsCurrent(key: siteKey, folder: project.site) {
            report.chaptersReused = chapters.count
            timer.lap("render")
            report.stages = timer.stages
            output.report = report
            output.siteIsCurrent = true
            return output
        }
        let cache = cache
        let reused: [RenderedChapter?] = await Array(zip(chapters, pageKeys)).concurrentMap { chapter, key in
            key.flatMap { cache?.page(forKey: $0, chapter: chapter) }
        }
        let toRender = chapters.indices.filter { reused[$0] == nil }
        log("Rendering \(toRender.count) chapters")
        progress.begin("Rendering", total: toRender.count, unit: "chapters")
        // Only the examples of chapters being rendered are highlighted; snippet markers are
        // checked for every used example, so a reused page cannot hide a marker error.
        let needed = Set(toRender.flatMap { chapterUses[$0].examples })
        problems.report(contentsOf: ExampleExpander.markerProblems(in: examples, used: used))
        let expander = ExampleExpander(examples: examples, used: needed, results: results)
        let renderer = ChapterRenderer(expander: expander, slugs: Set(slugs))
        let (allChapters, keys) = (chapters, pageKeys)
        let renderedNow = await toRender.concurrentMap { index in
            let (page, pageProblems) = renderer.render(allChapters[index])
            if pageProblems.isEmpty, let key = keys[index] { cache?.store(page, key: key) }
            progress.advance()
            return (page, pageProblems)
        }
        var rendered = reused
        for (index, (page, pageProblems)) in zip(toRender, renderedNow) {
            rendered[index] = page
            problems.report(contentsOf: pageProblems)
        }
        let pages = rendered.compactMap { $0 }
        report.chaptersRendered = toRender.map { chapters[$0].slug }
        report.chaptersReused = chapters.count - toRender.count
        problems.report(contentsOf: LinkValidator.problems(in: pages))
        try problems.throwIfErrors()
        timer.lap("render")

        output.pages = pages
        output.pageKeys = pageKeys
        report.stages = timer.stages
        output.report = report
        return output
    }

    /// Compiles the examples with one `swift build`, unless the cache remembers a successful
    /// build of exactly these sources whose binaries are still there.
    private func buildExamples(
        _ examples: [String: Example], usages: [String: [String]], missing: [RunRequest],
        sourceHashes: [String: String], report: inout WorkReport
    ) async throws(BuildFailure) -> URL {
        if let prebuiltExamples { return prebuiltExamples }
        let manifest =
            (try? String(contentsOf: project.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let last = cache?.lastBuild()
        let key = cache?.buildKey(manifest: manifest, sourceHashes: sourceHashes)
        if let last, last.key == key {
            let folder = URL(fileURLWithPath: last.binaryDirectory)
            let present = missing.allSatisfy {
                FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
            }
            if present { return folder }
        }
        log("Building \(examples.count) examples")
        progress.begin("Building examples")
        let binaries = try await ExampleBuilder(project: project, swift: swift).build(
            Array(examples.keys), usedBy: usages)
        report.compiled = true
        report.changedExamples = examples.keys.filter { name in
            last?.examples[name] != sourceHashes[name] || last == nil
        }.sorted()
        if let cache, let key {
            cache.recordBuild(.init(key: key, examples: sourceHashes, binaryDirectory: binaries.path))
        }
        return binaries
    }

    static func hint(for request: RunRequest, result: RunResult) -> String {
        switch result.termination {
        case .timedOut:
            return
                "make it finish within \(RunResult.seconds(request.timeout)) s, or give the output block 'timeout: <seconds>'"
        case .outputCapped:
            return "make it print less; output is capped so a runaway loop cannot fill memory"
        case .exited(0) where request.expect == .failure:
            return "remove 'expect: failure' from the output block, or make the example fail"
        case .exited(0):
            return "if writing to standard error is the point, add 'expect: stderr' to the output block"
        default:
            return
                "run '\(request.commandLine)' to see it; if failing is the point, add 'expect: failure' to the output block"
        }
    }
}

/// Checks every link between chapters, including `#anchors`, once all chapters are rendered.
enum LinkValidator {
    static func problems(in chapters: [RenderedChapter]) -> [Diagnostic] {
        let ids = Dictionary(
            chapters.map { ($0.chapter.slug, Set($0.headings.map(\.id)).union(ChapterRenderer.reservedIDs)) },
            uniquingKeysWith: { a, _ in a })
        var problems: [Diagnostic] = []
        for chapter in chapters {
            for link in chapter.links {
                guard let fragment = link.fragment, !fragment.isEmpty else { continue }
                guard let targetIDs = ids[link.slug], !targetIDs.contains(fragment) else { continue }
                let known = chapters.first { $0.chapter.slug == link.slug }?.headings.map(\.id) ?? []
                problems.append(
                    Diagnostic(
                        file: chapter.chapter.sourcePath, line: link.line,
                        message: "the anchor '#\(fragment)' does not exist in \(link.slug).md",
                        hint: "its headings' anchors are \(known.joined(separator: ", "))"))
            }
        }
        return problems
    }
}
