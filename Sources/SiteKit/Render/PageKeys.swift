import HotPaths

/// The cache's key of every chapter's rendering and of the whole site; all `nil` without a
/// cache.
struct PageKeys: Sendable {
    var pages: [String?]
    var site: String?

    /// The key of chapter `index`'s rendering, given the results of its runs.
    static func page(
        _ index: Int, loaded: LoadedProject, recalled: Recalled, results: [RunRequest: RunResult], cache: SiteCache?
    ) -> String? {
        guard let cache else { return nil }
        let uses = loaded.chapterUses[index]
        let listed = uses.examples.sorted().flatMap { [$0, recalled.sourceHashes[$0] ?? ""] }
        let runs = uses.requests.flatMap { request in
            [recalled.runKeys[request] ?? "", results[request].map { RecordedRun($0).digest } ?? "not run"]
        }
        let chapter = loaded.chapters[index]
        var key = ContentKey("page")
        key.add(
            cache.scope.parts + [
                chapter.slug, chapter.sourcePath, String(chapter.bodyFirstLine), loaded.bodyDigests[index],
            ])
        key.add([chapter.metadata.title, chapter.metadata.intent])
        key.add(chapter.metadata.glance.answers)
        key.add(recalled.sharedPageInputs)
        key.add(listed)
        key.add(runs)
        return key.hex
    }

    /// A digest of what every page shows besides its own chapter: every chapter's slug (the
    /// chapters a link may point to) and the site's configuration. Computed once per build,
    /// since hashing every slug into every page's key would be quadratic.
    static func sharedPageInputs(slugs: [String], config: SiteConfig) -> String {
        var key = ContentKey("slugs")
        key.add((slugs + [config.digest]).sorted())
        return key.hex
    }

    /// The key of the whole site: every page's key, everything the layout reads from the
    /// chapters (order, categories, titles, related chapters), the author's static files, and
    /// the theme it lays them out with (which a preview reads from its source folder).
    static func site(_ loaded: LoadedProject, pageKeys: [String], theme: Theme, cache: SiteCache) -> String {
        var key = ContentKey("site")
        key.add(cache.scope.parts + [theme.digest])
        for file in loaded.staticFiles.files { key.add([file.path, file.data.base64EncodedString()]) }
        for (chapter, pageKey) in zip(loaded.chapters, pageKeys) {
            key.add([chapter.slug, pageKey, chapter.metadata.title, chapter.metadata.intent, chapter.metadata.category])
            key.add(String(chapter.metadata.order))
            key.add(chapter.metadata.related)
        }
        return key.hex
    }

    /// Every chapter's key, once the runs' results are known, and the site's.
    init(loaded: LoadedProject, recalled: Recalled, results: [RunRequest: RunResult], generator: SiteGenerator) {
        let cache = generator.cache
        pages = Array(loaded.chapters.indices).parallelMap {
            Self.page($0, loaded: loaded, recalled: recalled, results: results, cache: cache)
        }
        site = cache.map { Self.site(loaded, pageKeys: pages.map { $0 ?? "" }, theme: generator.theme, cache: $0) }
    }

    /// Every page's key when there is a cache: with them the layout keeps the pages whose
    /// inputs are unchanged as they are in `Site/`.
    var complete: [String]? { pages.allSatisfy { $0 != nil } ? pages.map { $0 ?? "" } : nil }
}
