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
            [recalled.runKeys[request] ?? "", results[request].map { CachedRun($0).digest } ?? "not run"]
        }
        return cache.pageKey(
            loaded.chapters[index], sharedPageInputs: recalled.sharedPageInputs, examples: listed, runs: runs)
    }

    /// Every chapter's key, once the runs' results are known, and the site's.
    init(loaded: LoadedProject, recalled: Recalled, results: [RunRequest: RunResult], generator: SiteGenerator) {
        let cache = generator.cache
        pages = Array(loaded.chapters.indices).parallelMap {
            Self.page($0, loaded: loaded, recalled: recalled, results: results, cache: cache)
        }
        site = cache?.siteKey(
            loaded.chapters, pageKeys: pages.map { $0 ?? "" }, theme: generator.theme,
            staticFiles: loaded.staticFiles)
    }

    /// Every page's key when there is a cache: with them the layout keeps the pages whose
    /// inputs are unchanged as they are in `Site/`.
    var complete: [String]? { pages.allSatisfy { $0 != nil } ? pages.map { $0 ?? "" } : nil }
}
