/// Renders chapters on every core, taking each from the cache when its key finds a page
/// there, and storing each page rendered without problems.
struct ChapterBatch: Sendable {
    let generator: SiteGenerator
    let memo: SiteCache
    let loaded: LoadedProject
    /// What the examples gave: the runs, the compilers' diagnostics and the variants.
    let evidence: Evidence
    /// The toolchain and platform the captured blocks came from.
    let provenance: Provenance

    /// One chapter out of the batch: its page, the problems found rendering it, and whether
    /// it was rendered now or taken from the cache.
    struct Page: Sendable {
        var page: RenderedChapter
        var problems: [Diagnostic]
        var wasRendered: Bool
    }

    /// The chapters at `indices`, by index; `keys` holds each one's key. A cancelled build
    /// leaves out the chapters not rendered yet.
    func render(_ indices: [Int], keys: [Int: String], showProgress: Bool) async -> [Int: Page] {
        let (chapters, memo) = (loaded.chapters, memo)
        let reused: [RenderedChapter?] = await indices.concurrentMap { index in
            keys[index].flatMap { memo.value(.page, key: $0)?.rendered(chapters[index]) }
        }
        let toRender = zip(indices, reused).filter { $0.1 == nil }.map(\.0)
        var pages: [Int: Page] = [:]
        for (index, page) in zip(indices, reused) {
            if let page { pages[index] = Page(page: page, problems: [], wasRendered: false) }
        }
        let progress = showProgress ? generator.progress : ProgressDisplay(style: .silent)
        if showProgress { generator.log("Rendering \(toRender.count) chapters") }
        progress.begin("Rendering", total: toRender.count, unit: "chapters")
        // Only the examples of chapters being rendered are highlighted.
        let needed = Set(toRender.flatMap { loaded.chapterUses[$0].examples })
        let expander = ExampleExpander(
            examples: loaded.examples, used: needed, results: evidence.results, diagnostics: evidence.diagnostics,
            variants: evidence.variants, provenance: provenance, memo: memo)
        let renderer = ChapterRenderer(
            expander: expander, slugs: loaded.linkTargets, download: loaded.config.examplesDownload)
        let renderedNow = await toRender.concurrentMap { index -> Page? in
            // A build that failed meanwhile has no use for the rest.
            guard !Task.isCancelled else { return nil }
            // Fences the cache gave only the uses of are read now, once; they had no problems.
            let (page, problems) = renderer.render(chapters[index], fences: loaded.chapterUses[index].fences)
            if problems.isEmpty, let key = keys[index] { memo.store(CachedPage(page), .page, key: key) }
            progress.advance()
            return Page(page: page, problems: problems, wasRendered: true)
        }
        for (index, page) in zip(toRender, renderedNow) { pages[index] = page }
        return pages
    }
}
