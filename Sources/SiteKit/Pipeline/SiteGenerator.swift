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
    /// Set by `site serve`: a few saved examples are compiled on their own rather than with
    /// `swift build` (see `ChangedExampleCompiler`), and this remembers what was compiled.
    var compilesChangedExamples: ChangedExampleCompiler.Compiled?

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
        var pages: [RenderedChapter] = []
        /// The cache's key of each chapter's rendering, when there is a cache.
        var pageKeys: [String?] = []
        var chapters: [Chapter]
        var examples: [String: Example]
        var requests: [RunRequest]
        /// Where each example is used, as `Content/x.md:12`.
        var usages: [String: [String]]
        var binaryDirectory: URL
        var results: [RunRequest: RunResult]
        /// What the compiler said about each example compiled on its own.
        var diagnostics: [String: CompilerDiagnostics] = [:]
        /// The site's title, home and repository, from `Content/site.yml`.
        var config = SiteConfig()
        /// How many chapters and example runs the site has.
        public var chapterCount: Int { chapters.count }
        public var runCount: Int { requests.count }
        /// What was done and what was reused, with each stage's time.
        public var report = WorkReport()
        /// The cache found that `Site/` already holds exactly this build, so nothing was
        /// rendered or laid out and nothing needs writing.
        public var siteIsCurrent = false
        /// The cache's key for the whole site, recorded once it is written.
        var siteKey: String?

        init(_ context: BuildContext) {
            files = [:]
            pages = context.pages
            pageKeys = context.pageKeys
            chapters = context.chapters
            examples = context.examples
            requests = context.loaded.requests
            usages = context.loaded.usages
            binaryDirectory = context.binaryDirectory ?? context.project.scratch
            results = context.results
            diagnostics = context.diagnostics
            config = context.config
            report = context.report
            siteIsCurrent = context.siteIsCurrent
            siteKey = context.siteKey
        }
    }

    /// The steps of a build, in order. `site check` runs them up to laying out, into memory.
    static let steps: [any BuildStep] = [
        LoadStep(),
        CheckSettingsStep(),
        RecallStep(),
        RenderEarlyStep(),
        BuildExamplesStep(),
        DiagnoseExamplesStep(),
        CompileVariantsStep(),
        RunExamplesStep(),
        RenderStep(),
        LayOutStep(),
    ]

    /// Builds the site and replaces `Site/` with it, rewriting only the files that changed.
    ///
    /// Pages go to disk as they are laid out (into a staging folder swapped in at the end),
    /// so a large site is never held in memory whole.
    @discardableResult
    public func build() async throws(BuildFailure) -> Output {
        var context = BuildContext(generator: self, forWriting: true)
        defer { progress.finish() }
        do {
            try await Pipeline.run(Self.steps + [WriteStep()], &context)
        } catch {
            cache?.finishBuild(complete: false)
            throw error
        }
        cache?.finishBuild(complete: !context.siteIsCurrent)
        return Output(context)
    }

    /// Runs every step but the write, and lays the site out in memory (`files`).
    public func generate() async throws(BuildFailure) -> Output {
        var context = BuildContext(generator: self, forWriting: false)
        defer { progress.finish() }
        let site = InMemorySite()
        context.sink = site
        defer { cache?.finishBuild(complete: false) }
        try await Pipeline.run(Self.steps, &context)
        var output = Output(context)
        output.files = site.files
        return output
    }

    /// The examples that are targets of the package: all but those that must not compile.
    static func targets(_ examples: [String: Example]) -> [String] {
        examples.values.filter { $0.compileExpectation == nil }.map(\.name).sorted()
    }
}
