import Foundation

/// Everything one build knows, filled in step by step: the steps' only way to hand work to
/// each other. Each group of fields is written by the step named above it and read by those
/// after it.
struct BuildContext: Sendable {
    /// The generator's settings: the project, theme, toolchain, cache and progress display.
    let generator: SiteGenerator
    /// The build goes to `Site/` (not to memory, as `site check`'s does), so it keeps
    /// `Package.swift`'s example line current and may stop early when `Site/` is current.
    let forWriting: Bool
    /// Problems found so far; the pipeline stops after a step that reported an error.
    var problems = DiagnosticCollector()
    var report = WorkReport()

    // LoadStep
    var loaded = LoadedProject()
    var config = SiteConfig()

    // RecallStep: what the cache already holds for these inputs.
    var sourceHashes: [String: String] = [:]
    /// A digest of every chapter's slug and the site's configuration, which every page shows.
    var slugsDigest = ""
    var runKeys: [RunRequest: String] = [:]
    var results: [RunRequest: RunResult] = [:]
    /// The runs the cache has no result for.
    var missing: [RunRequest] = []
    /// The example binaries of a remembered build of exactly these sources, when still there.
    var currentBinaries: URL?
    /// The results published with the committed site (read only by builds with a cache), and
    /// the toolchain their keys name.
    var captured = CapturedResults(toolchain: "")

    // RenderEarlyStep: chapters that need nothing from the build, rendered while it runs.
    var earlyPages: Task<[Int: ChapterBatch.Page], Never>?

    // BuildExamplesStep and DiagnoseExamplesStep
    var binaryDirectory: URL?
    var diagnostics: [String: CompilerDiagnostics] = [:]
    /// What each `compare` and `emitted` fence's compilations gave.
    var variants: [VariantRequest: VariantResult] = [:]

    // RenderStep
    var pageKeys: [String?] = []
    var siteKey: String?
    /// The cache found that `Site/` already holds exactly this build.
    var siteIsCurrent = false
    var pages: [RenderedChapter] = []

    // LayOutStep and WriteStep
    var sink: any SiteSink = InMemorySite()

    init(generator: SiteGenerator, forWriting: Bool) {
        self.generator = generator
        self.forWriting = forWriting
    }

    var project: ProjectLayout { generator.project }
    var cache: SiteCache? { generator.cache }
    var chapters: [Chapter] { loaded.chapters }
    var examples: [String: Example] { loaded.examples }

    func log(_ line: String) { generator.log(line) }

    /// The cache's key for chapter `index`'s rendering, given the results of its runs.
    func pageKey(_ index: Int, results: [RunRequest: RunResult]) -> String? {
        guard let cache else { return nil }
        let uses = loaded.chapterUses[index]
        let listed = uses.examples.sorted().flatMap { [$0, sourceHashes[$0] ?? ""] }
        let runs = uses.requests.flatMap { request in
            [runKeys[request] ?? "", results[request].map { CachedRun($0).digest } ?? "not run"]
        }
        return cache.pageKey(chapters[index], slugsDigest: slugsDigest, examples: listed, runs: runs)
    }
}
