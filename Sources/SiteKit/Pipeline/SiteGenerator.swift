import Foundation

/// The whole pipeline, one named stage after another:
/// load → build → run → expand and render → lay out → write (or check).
///
/// Each stage collects every problem it finds and the pipeline stops after the first stage
/// that found errors, so an author fixes a stage's problems in one pass and `Site/` is only
/// replaced after a complete, successful build.
///
/// With a `cache`, each stage does only the work whose inputs changed (see `SiteCache`); the
/// output is the same bytes either way. The steps never ask which: without one they get a
/// memo with no layers.
package struct SiteGenerator: Sendable {
    package let project: ProjectLayout
    package var theme: Theme
    /// Receives progress lines (`Building 12 examples`, ...).
    package var log: @Sendable (String) -> Void
    package var swift: String
    /// Where already-built example binaries are, to skip the build stage: `swift test` has
    /// built every target, and a nested `swift build` would wait forever for the lock it holds.
    package var prebuiltExamples: URL?
    /// What earlier builds did, to reuse; `nil` (the default) does everything afresh. `site
    /// check` never sets it.
    package var cache: SiteCache?
    /// What to do with draft chapters: left out of `Site/` (`swift run site`), shown (the
    /// preview) or refused (`site check`).
    package var drafts = DraftPolicy.leaveOut
    /// Shows how far the build is.
    package var progress = ProgressDisplay(style: .silent)
    /// Set by `site serve`: a few saved examples are compiled on their own rather than with
    /// `swift build` (see `ChangedExampleCompiler`), and this remembers what was compiled.
    var compilesChangedExamples: ChangedExampleCompiler.Compiled?

    package init(
        project: ProjectLayout, theme: Theme, swift: String = "swift",
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.project = project
        self.theme = theme
        self.swift = swift
        self.log = log
    }

    /// What the pipeline produced: what was loaded, what the examples gave, what was done,
    /// and (from `generate()`) the files.
    package struct Output: Sendable {
        /// Every file of the site, from `generate()`; `build()` writes them instead.
        package var files: [String: Data] = [:]
        let loaded: LoadedProject
        let evidence: Evidence
        var binaryDirectory: URL
        /// What was done and what was reused, with each stage's time.
        package var report: WorkReport
        /// The cache found that `Site/` already holds exactly this build, so nothing was
        /// rendered or laid out and nothing needs writing.
        package var siteIsCurrent = false

        /// How many chapters and example runs the site has.
        package let chapterCount: Int
        package let runCount: Int

        init(_ pipeline: Pipeline, _ gathered: Gathered) {
            loaded = gathered.loaded
            evidence = gathered.evidence
            binaryDirectory = gathered.binaries
            report = pipeline.context.report
            chapterCount = loaded.chapters.count
            runCount = loaded.requests.count
        }

        /// A build that found its inputs unchanged since `last` made `Site/` (`InputStamps`),
        /// and so loaded nothing: `loaded` and `evidence` are empty.
        init(_ pipeline: Pipeline, unchangedSince last: LastInputs) {
            loaded = LoadedProject()
            evidence = Evidence()
            binaryDirectory = URL(fileURLWithPath: "/")
            report = pipeline.context.report
            chapterCount = last.chapters
            runCount = last.runs
            siteIsCurrent = true
        }
    }

    /// What every build does before rendering: load, compile and run.
    struct Gathered: Sendable {
        var loaded: LoadedProject
        var binaries: URL
        var evidence: Evidence
        /// The chapters rendered while the examples build and run.
        var early: Task<[Int: ChapterBatch.Page], Never>?
    }

    /// Loads the project, looks up what the cache holds, and compiles and runs what it does
    /// not. `keepingManifestCurrent` (a build that writes `Site/`) writes
    /// `Examples/Package.swift` from the loaded examples before `swift build` reads it; `inputs` are
    /// the stamps of the inputs taken before anything was read (by default, now).
    func gather(_ pipeline: inout Pipeline, keepingManifestCurrent: Bool, inputs: InputStamps? = nil)
        async throws(BuildFailure) -> Gathered
    {
        let loaded = try await pipeline.run(LoadStep(inputs: inputs ?? InputStamps(of: project)))
        try await pipeline.run(CheckSettingsStep(loaded: loaded))
        let early = try await pipeline.run(RenderEarlyStep(loaded: loaded))
        do {
            if keepingManifestCurrent {
                try ExamplesManifestFile(project: project).refresh(ExamplesManifest(loaded.examples))
            }
            let binaries = try await pipeline.run(BuildExamplesStep(loaded: loaded))
            var evidence = Evidence()
            evidence.diagnostics = try await pipeline.run(DiagnoseExamplesStep(loaded: loaded))
            evidence.variants = try await pipeline.run(CompileVariantsStep(loaded: loaded))
            evidence.results = try await pipeline.run(
                RunExamplesStep(loaded: loaded, binaries: binaries))
            return Gathered(loaded: loaded, binaries: binaries, evidence: evidence, early: early)
        } catch {
            // Chapters rendered ahead of the build are of no use to a build that failed.
            early?.cancel()
            throw error
        }
    }

    /// Renders every chapter with what `gather` found.
    func render(_ gathered: Gathered, keys: PageKeys, _ pipeline: inout Pipeline) async throws(BuildFailure)
        -> [RenderedChapter]
    {
        try await pipeline.run(
            RenderStep(
                loaded: gathered.loaded, evidence: gathered.evidence, keys: keys,
                early: gathered.early))
    }

    /// Builds the site and replaces `Site/` with it, rewriting only the files that changed.
    ///
    /// Pages go to disk as they are laid out (into a staging folder moved into place at the end),
    /// so a large site is never held in memory whole. When the cache knows `Site/` already
    /// holds exactly this build, nothing is rendered or written.
    @discardableResult
    package func build() async throws(BuildFailure) -> Output {
        defer { progress.finish() }
        var complete = false
        let memo = await SiteCache.of(self)
        defer { memo.finishBuild(complete: complete) }
        // What a build that was killed left behind goes first, even if this one finds nothing
        // to do.
        ScratchFolders.removeAbandoned(in: project.scratch, site: project.site)
        var pipeline = Pipeline(BuildContext(generator: self, memo: memo))
        // Taken before anything is read: a file written after this changes its stamp.
        let inputs = InputStamps(of: project)
        if let last = memo.unchangedSite(inputs: inputs, folder: project.site) {
            pipeline.context.report.chaptersReused = last.chapters
            pipeline.lap("inputs unchanged")
            return Output(pipeline, unchangedSince: last)
        }
        let gathered = try await gather(&pipeline, keepingManifestCurrent: true, inputs: inputs)
        let (loaded, evidence) = (gathered.loaded, gathered.evidence)
        let keys = PageKeys(
            loaded: loaded, results: evidence.results, generator: self, memo: memo)
        if memo.siteIsCurrent(key: keys.site, folder: project.site) {
            gathered.early?.cancel()
            pipeline.context.report.chaptersReused = loaded.chapters.count
            pipeline.lap("render")
            Self.sayDamagedEntries(memo, in: &pipeline.context.report)
            // A build with warnings is not recorded: the next one loads again, and says them again.
            if pipeline.context.report.warnings.isEmpty {
                memo.recordInputs(
                    inputs, siteKey: keys.site, chapters: loaded.chapters.count, runs: loaded.requests.count)
            }
            var output = Output(pipeline, gathered)
            output.siteIsCurrent = true
            return output
        }
        let pages = try await render(gathered, keys: keys, &pipeline)
        let staged: StagedSite
        do {
            staged = try StagedSite(project: project, recorded: memo.read(LastSite.record)?.record)
        } catch {
            throw BuildFailure(error, writing: "the staging folder")
        }
        // Before the layout, since the home page gives the book's size.
        let ebook = try await pipeline.run(
            EbookStep(loaded: loaded, pages: pages, pageKeys: keys.pages, sink: staged))
        try await pipeline.run(
            LayOutStep(
                loaded: loaded, evidence: evidence, pages: pages, sink: staged,
                contentKeys: keys.pages, ebook: ebook))
        try await pipeline.run(WriteStep(site: staged, siteKey: keys.site))
        complete = true
        Self.sayDamagedEntries(memo, in: &pipeline.context.report)
        if pipeline.context.report.warnings.isEmpty {
            memo.recordInputs(inputs, siteKey: keys.site, chapters: loaded.chapters.count, runs: loaded.requests.count)
        }
        return Output(pipeline, gathered)
    }

    /// Runs every step but the write, and lays the site out in memory (`files`): what `site
    /// check` compares with the committed `Site/`.
    package func generate() async throws(BuildFailure) -> Output {
        defer { progress.finish() }
        let memo = await SiteCache.of(self)
        defer { memo.finishBuild(complete: false) }
        var pipeline = Pipeline(BuildContext(generator: self, memo: memo))
        let gathered = try await gather(&pipeline, keepingManifestCurrent: false)
        let (loaded, evidence) = (gathered.loaded, gathered.evidence)
        let keys = PageKeys(
            loaded: loaded, results: evidence.results, generator: self, memo: memo)
        let pages = try await render(gathered, keys: keys, &pipeline)
        let site = InMemorySite()
        let ebook = try await pipeline.run(EbookStep(loaded: loaded, pages: pages, pageKeys: keys.pages, sink: site))
        try await pipeline.run(
            LayOutStep(
                loaded: loaded, evidence: evidence, pages: pages, sink: site,
                contentKeys: nil, ebook: ebook))
        var output = Output(pipeline, gathered)
        output.files = site.files
        return output
    }

    /// One warning for every cache entry the build found but could not read: its work was
    /// done again, and the cache holds it anew.
    static func sayDamagedEntries(_ memo: SiteCache, in report: inout WorkReport) {
        let count = memo.takeDamagedEntries()
        guard count > 0 else { return }
        report.warnings.append(
            "warning: \(count == 1 ? "1 entry" : "\(count) entries") of the cache (.build/site-cache) could not be read"
                + " (damaged, cut short or of another format); what \(count == 1 ? "it" : "they") held was made again")
    }

    /// The examples that are targets of the package: all but those that must not compile.
    static func targets(_ examples: [String: Example]) -> [String] {
        examples.values.filter { $0.compileExpectation == nil }.map(\.name).sorted()
    }
}
