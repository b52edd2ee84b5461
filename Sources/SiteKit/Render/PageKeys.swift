/// The key of every chapter's rendering and of the whole site.
struct PageKeys: Sendable {
    var pages: [String]
    var site: String

    /// What a chapter's rendering is made from: the chapter (its file by digest), what every
    /// page shows besides its own chapter, the examples it shows and the results of the runs
    /// it shows.
    struct PageInputs: Encodable {
        var slug: String
        var sourcePath: String
        var chapter: String
        var shared: String
        /// Source hash by example name.
        var examples: [String: String]
        var runs: [Run]

        struct Run: Encodable {
            var key: String
            var result: RecordedRun?
        }
    }

    /// The key of chapter `index`'s rendering, given the results of its runs.
    static func page(
        _ index: Int, loaded: LoadedProject, results: [RunRequest: RunResult], shared: String,
        memo: SiteCache
    ) -> String {
        let uses = loaded.chapterUses[index]
        let chapter = loaded.chapters[index]
        let inputs = PageInputs(
            slug: chapter.slug, sourcePath: chapter.sourcePath, chapter: chapter.digest, shared: shared,
            examples: Dictionary(uniqueKeysWithValues: uses.examples.map { ($0, loaded.sourceHashes[$0] ?? "") }),
            runs: uses.requests.map {
                .init(key: RunExamplesStep.key($0, loaded, memo: memo), result: results[$0].map(RecordedRun.init))
            })
        return memo.key(.page, inputs)
    }

    /// A digest of what every page shows besides its own chapter: every chapter's slug (the
    /// chapters a link may point to) and the site's configuration. Made once per build, since
    /// hashing every slug into every page's key would be quadratic.
    static func sharedPageInputs(_ loaded: LoadedProject) -> String {
        MemoKey.of("slugs", SharedInputs(slugs: loaded.chapters.map(\.slug).sorted(), config: loaded.config.digest))
    }

    private struct SharedInputs: Encodable {
        var slugs: [String]
        var config: String
    }

    /// What the whole site is made from: every page's key, every chapter's metadata (the
    /// layout reads order, categories, titles and related chapters), the author's static
    /// files, and the theme (which a preview reads from its source folder).
    private struct SiteInputs: Encodable {
        var theme: String
        var staticFiles: [String: String]
        var chapters: [Chapter]

        struct Chapter: Encodable {
            var slug: String
            var pageKey: String
            var metadata: ChapterMetadata
        }
    }

    static func site(_ loaded: LoadedProject, pageKeys: [String], theme: Theme) -> String {
        MemoKey.of(
            "site",
            SiteInputs(
                theme: theme.digest,
                staticFiles: Dictionary(
                    loaded.staticFiles.files.map { ($0.path, Digest.hex(bytes: $0.data)) },
                    uniquingKeysWith: { a, _ in a }),
                chapters: zip(loaded.chapters, pageKeys).map {
                    .init(slug: $0.slug, pageKey: $1, metadata: $0.metadata)
                }))
    }

    /// Every chapter's key, once the runs' results are known, and the site's.
    init(
        loaded: LoadedProject, results: [RunRequest: RunResult], generator: SiteGenerator,
        memo: SiteCache
    ) {
        let shared = Self.sharedPageInputs(loaded)
        pages = Array(loaded.chapters.indices).parallelMap {
            Self.page($0, loaded: loaded, results: results, shared: shared, memo: memo)
        }
        site = Self.site(loaded, pageKeys: pages, theme: generator.theme)
    }
}
