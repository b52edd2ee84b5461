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
        /// What the compiler said about each example compiled on its own.
        public var diagnostics: [String: CompilerDiagnostics] = [:]
        /// The site's title, home and repository, from `Content/site.yml`.
        public var config = SiteConfig()
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
        var output = try await generate(forWriting: true)
        guard !output.siteIsCurrent else {
            progress.finish()
            return output
        }
        var timer = StageTimer()
        log("Laying out \(output.pages.count) pages into Site/")
        progress.begin("Laying out and writing \(output.pages.count) pages")
        let site = try StagedSite(project: project, recorded: cache?.lastSiteRecord())
        let contentKeys = output.pageKeys.allSatisfy { $0 != nil } ? output.pageKeys.map { $0 ?? "" } : nil
        output.report.pagesLaidOut = try await SiteLayout(theme: theme, config: output.config).layOut(
            output.pages, contentKeys: contentKeys, into: site)
        output.report.laidOut = true
        var collisions: [Diagnostic] = []
        for file in StaticFiles.load(project).files {
            if site.contains(file.path) {
                collisions.append(StaticFiles.collision(file.path))
            } else {
                try site.add(file.path, file.data, inputKey: nil)
            }
        }
        if !collisions.isEmpty { throw BuildFailure(collisions) }
        timer.lap("layout")
        let (written, record) = try site.commit()
        output.report.filesWritten = written
        if let cache, let key = output.siteKey { cache.recordSite(key: key, record: record) }
        timer.lap("write")
        output.report.stages += timer.stages
        progress.finish()
        return output
    }

    /// Runs every stage but the write, and lays the site out in memory (`files`).
    public func generate() async throws(BuildFailure) -> Output {
        var output = try await generate(forWriting: false)
        var timer = StageTimer()
        output.files = await SiteLayout(theme: theme, config: output.config).layOut(output.pages)
        var collisions: [Diagnostic] = []
        for file in StaticFiles.load(project).files {
            if output.files[file.path] != nil {
                collisions.append(StaticFiles.collision(file.path))
            } else {
                output.files[file.path] = file.data
            }
        }
        if !collisions.isEmpty { throw BuildFailure(collisions) }
        output.report.laidOut = true
        output.report.pagesLaidOut = output.pages.map(\.chapter.pagePath)
        timer.lap("layout")
        output.report.stages += timer.stages
        return output
    }

    /// Runs the stages up to laying out. `forWriting`: the result goes to `Site/`, so the build
    /// keeps `Package.swift`'s example line current, and with a cache that knows
    /// `Site/` already holds this exact build, stops before rendering.
    func generate(forWriting: Bool) async throws(BuildFailure) -> Output {
        var timer = StageTimer()
        var report = WorkReport()
        defer { progress.finish() }

        // Load
        progress.begin("Loading chapters and examples")
        let loaded = try LoadedProject.load(project)
        let config = try SiteConfig.load(project)
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
        let slugs = chapters.map(\.slug)
        // Pages show the site's configuration, so it is part of every page's key.
        let slugsDigest = SiteCache.slugsDigest(slugs + [config.digest])
        let cache = cache
        // The cache's key for chapter `index`'s rendering, once the results of its runs are known.
        let runKeysNow = runKeys
        let pageKey: @Sendable (Int, [RunRequest: RunResult]) -> String? = { index, results in
            guard let cache else { return nil }
            let uses = chapterUses[index]
            let listed = uses.examples.sorted().flatMap { [$0, sourceHashes[$0] ?? ""] }
            let runs = uses.requests.flatMap { request in
                [runKeysNow[request] ?? "", results[request].map { CachedRun($0).digest } ?? "not run"]
            }
            return cache.pageKey(chapters[index], slugsDigest: slugsDigest, examples: listed, runs: runs)
        }
        timer.lap("load")

        // Chapters that show no program output need nothing from the build or the runs, so
        // when there is building or running to wait for they are rendered meanwhile, on the
        // cores `swift build` leaves idle.
        let binariesAreCurrent = prebuiltExamples != nil || currentBinaries(examples, missing, sourceHashes) != nil
        var early: Task<[Int: RenderedPage], Never>?
        if !binariesAreCurrent || !missing.isEmpty {
            let independent = chapters.indices.filter { index in
                chapterUses[index].requests.isEmpty
                    && chapterUses[index].examples.allSatisfy { examples[$0]?.compileExpectation == nil }
            }
            let keys = Dictionary(
                uniqueKeysWithValues: independent.compactMap { index in pageKey(index, [:]).map { (index, $0) } })
            log("Rendering \(independent.count) chapters without program output while the examples build and run")
            early = Task {
                await renderChapters(independent, keys: keys, loaded: loaded, results: [:], showProgress: false)
            }
        }

        // Build
        let used = Set(usages.keys)
        let binaries: URL
        do {
            if forWriting { try ManifestStamp(project: project).refresh(targets: Self.targets(examples)) }
            binaries = try await buildExamples(
                examples, usages: usages, missing: missing, sourceHashes: sourceHashes, report: &report)
        } catch {
            early?.cancel()
            throw error
        }
        let (diagnostics, diagnosticProblems) = await diagnoseExamples(examples, report: &report)
        problems.report(contentsOf: diagnosticProblems)
        if problems.hasErrors { early?.cancel() }
        try problems.throwIfErrors()
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
        if problems.hasErrors { early?.cancel() }
        try problems.throwIfErrors()
        timer.lap("run")

        // Expand and render
        let resultsNow = results
        let pageKeys = Array(chapters.indices).parallelMap { pageKey($0, resultsNow) }
        let siteKey = cache?.siteKey(
            chapters, pageKeys: pageKeys.map { $0 ?? "" }, staticFiles: cache == nil ? StaticFiles() : .load(project))
        var output = Output(
            files: [:], chapters: chapters, examples: examples, requests: requests, usages: usages,
            binaryDirectory: binaries, results: results, diagnostics: diagnostics, config: config, siteKey: siteKey)
        if forWriting, let cache, let siteKey, cache.siteIsCurrent(key: siteKey, folder: project.site) {
            early?.cancel()
            report.chaptersReused = chapters.count
            timer.lap("render")
            report.stages = timer.stages
            output.report = report
            output.siteIsCurrent = true
            return output
        }
        // Snippet markers are checked for every used example, so a reused page cannot hide a
        // marker error.
        problems.report(contentsOf: ExampleExpander.markerProblems(in: examples, used: used))
        let earlyPages = await early?.value ?? [:]
        let rest = chapters.indices.filter { earlyPages[$0] == nil }
        let keys = Dictionary(uniqueKeysWithValues: rest.compactMap { index in pageKeys[index].map { (index, $0) } })
        let latePages = await renderChapters(
            rest, keys: keys, loaded: loaded, results: results, diagnostics: diagnostics, showProgress: true)
        let all = earlyPages.merging(latePages) { first, _ in first }
        let rendered = chapters.indices.compactMap { all[$0] }
        guard rendered.count == chapters.count else {
            // Only a cancelled build leaves chapters out; a site without them must not be written.
            throw BuildFailure([
                Diagnostic(file: "Content", message: "the build was cancelled before every chapter was rendered")
            ])
        }
        for page in rendered { problems.report(contentsOf: page.problems) }
        let pages = rendered.map(\.page)
        report.chaptersRendered = chapters.indices.filter { all[$0]?.wasRendered == true }.map { chapters[$0].slug }
        report.chaptersReused = chapters.count - report.chaptersRendered.count
        problems.report(contentsOf: LinkValidator.problems(in: pages))
        try problems.throwIfErrors()
        timer.lap("render")

        output.pages = pages
        output.pageKeys = pageKeys
        report.stages = timer.stages
        output.report = report
        return output
    }

    /// One chapter out of the render stage: its page, the problems found rendering it, and
    /// whether it was rendered now or taken from the cache.
    struct RenderedPage: Sendable {
        var page: RenderedChapter
        var problems: [Diagnostic]
        var wasRendered: Bool
    }

    /// Renders the chapters at `indices` on every core, taking each from the cache when its
    /// key (in `keys`, when there is a cache) finds a page there; a page rendered without
    /// problems is stored.
    private func renderChapters(
        _ indices: [Int], keys: [Int: String], loaded: LoadedProject, results: [RunRequest: RunResult],
        diagnostics: [String: CompilerDiagnostics] = [:], showProgress: Bool
    ) async -> [Int: RenderedPage] {
        let (chapters, cache) = (loaded.chapters, cache)
        let reused: [RenderedChapter?] = await indices.concurrentMap { index in
            keys[index].flatMap { cache?.page(forKey: $0, chapter: chapters[index]) }
        }
        let toRender = zip(indices, reused).filter { $0.1 == nil }.map(\.0)
        var pages: [Int: RenderedPage] = [:]
        for (index, page) in zip(indices, reused) {
            if let page { pages[index] = RenderedPage(page: page, problems: [], wasRendered: false) }
        }
        let progress = showProgress ? progress : ProgressDisplay(style: .silent)
        if showProgress { log("Rendering \(toRender.count) chapters") }
        progress.begin("Rendering", total: toRender.count, unit: "chapters")
        // Only the examples of chapters being rendered are highlighted.
        let needed = Set(toRender.flatMap { loaded.chapterUses[$0].examples })
        let expander = ExampleExpander(
            examples: loaded.examples, used: needed, results: results, diagnostics: diagnostics)
        let renderer = ChapterRenderer(expander: expander, slugs: Set(chapters.map(\.slug)))
        let renderedNow = await toRender.concurrentMap { index -> RenderedPage? in
            // A build that failed meanwhile has no use for the rest.
            guard !Task.isCancelled else { return nil }
            let (page, problems) = renderer.render(chapters[index])
            if problems.isEmpty, let key = keys[index] { cache?.store(page, key: key) }
            progress.advance()
            return RenderedPage(page: page, problems: problems, wasRendered: true)
        }
        for (index, page) in zip(toRender, renderedNow) { pages[index] = page }
        return pages
    }

    /// The folder of the example binaries when the cache remembers a successful build of
    /// exactly these sources and every binary a missing run needs is still there.
    private func currentBinaries(
        _ examples: [String: Example], _ missing: [RunRequest], _ sourceHashes: [String: String]
    ) -> URL? {
        guard let cache, let last = cache.lastBuild(), last.key == buildKey(sourceHashes) else { return nil }
        let folder = URL(fileURLWithPath: last.binaryDirectory)
        let present = missing.allSatisfy {
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
        }
        return present ? folder : nil
    }

    private func buildKey(_ sourceHashes: [String: String]) -> String? {
        let manifest =
            (try? String(contentsOf: project.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return cache?.buildKey(manifest: manifest, sourceHashes: sourceHashes)
    }

    /// Compiles the examples with one `swift build`, unless the cache remembers a successful
    /// build of exactly these sources whose binaries are still there.
    private func buildExamples(
        _ examples: [String: Example], usages: [String: [String]], missing: [RunRequest],
        sourceHashes: [String: String], report: inout WorkReport
    ) async throws(BuildFailure) -> URL {
        if let prebuiltExamples { return prebuiltExamples }
        if let current = currentBinaries(examples, missing, sourceHashes) { return current }
        let last = cache?.lastBuild()
        let key = buildKey(sourceHashes)
        log("Building \(examples.count) examples")
        progress.begin("Building examples")
        let binaries = try await ExampleBuilder(project: project, swift: swift).build(
            Self.targets(examples), usedBy: usages)
        report.compiled = true
        report.changedExamples = examples.keys.filter { name in
            last?.examples[name] != sourceHashes[name] || last == nil
        }.sorted()
        if let cache, let key {
            cache.recordBuild(.init(key: key, examples: sourceHashes, binaryDirectory: binaries.path))
        }
        return binaries
    }

    /// The examples that are targets of the package: all but those that must not compile.
    static func targets(_ examples: [String: Example]) -> [String] {
        examples.values.filter { $0.compileExpectation == nil }.map(\.name).sorted()
    }

    /// Compiles each example that expects compiler diagnostics on its own, or takes what the
    /// compiler said from the cache when neither its sources nor the toolchain changed.
    func diagnoseExamples(_ examples: [String: Example], report: inout WorkReport) async -> (
        [String: CompilerDiagnostics], [Diagnostic]
    ) {
        let compiled = examples.values.filter { $0.compileExpectation != nil }.sorted { $0.name < $1.name }
        guard !compiled.isEmpty else { return ([:], []) }
        var diagnostics: [String: CompilerDiagnostics] = [:]
        var keys: [String: String] = [:]
        if let cache {
            for example in compiled {
                let key = cache.diagnosticsKey(sourceHash: SiteCache.sourceHash(of: example))
                keys[example.name] = key
                diagnostics[example.name] = cache.diagnostics(forKey: key)
            }
        }
        let missing = compiled.filter { diagnostics[$0.name] == nil }
        if !missing.isEmpty { log("Compiling \(missing.count) examples that must not compile, for their diagnostics") }
        let (fresh, problems) = await ExampleDiagnoser(project: project, swift: swift).diagnose(missing)
        for (name, said) in fresh {
            diagnostics[name] = said
            if let cache, let key = keys[name] { cache.store(said, diagnosticsKey: key) }
        }
        return (diagnostics, problems)
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
