import Foundation

/// Makes each chapter's document, or takes it from the cache when the chapter's rendering is
/// unchanged, so a one-chapter edit converts one chapter. A document follows from its
/// rendered chapter alone, whose key (`PageKeys.PageInputs`) already covers the
/// chapter's sources, its examples and runs, every chapter's slug and the site's
/// configuration and the toolchain.
struct EbookChapterStore: Sendable {
    let memo: SiteCache
    let links: EbookLinks
    let language: String

    /// Every chapter's document, in order, and the slugs of those that were made, not reused.
    func documents(_ chapters: [RenderedChapter], pageKeys: [String]) async -> (documents: [String], made: [String]) {
        let results = await Array(chapters.indices).concurrentMap { index -> (String, Bool) in
            document(chapters[index], pageKey: pageKeys[index])
        }
        let made = zip(chapters, results).filter { $1.1 }.map { $0.0.chapter.slug }
        return (results.map(\.0), made)
    }

    /// The chapter's document, and whether it was made now.
    func document(_ rendered: RenderedChapter, pageKey: String) -> (String, Bool) {
        let key = memo.key(.ebookChapter, [EbookEdition.version, pageKey, language])
        if let known = memo.value(.ebookChapter, key: key) { return (known, false) }
        let document = EbookChapter.document(rendered, links: links, language: language)
        memo.store(document, .ebookChapter, key: key)
        return (document, true)
    }
}
