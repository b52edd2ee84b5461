import Foundation

/// Makes each chapter's document, or takes it from the cache when the chapter's rendering is
/// unchanged, so a one-chapter edit converts one chapter. A document follows from its
/// rendered chapter alone, whose cache key (`BuildContext.pageKey`) already covers the
/// chapter's sources, its examples and runs, every chapter's slug and the site's
/// configuration, the generator and the toolchain.
struct EbookChapterStore: Sendable {
    let store: CacheStore?
    let links: EbookLinks

    static let kind = "ebook"

    /// Every chapter's document, in order, and the slugs of those that were made, not reused.
    func documents(_ chapters: [RenderedChapter], pageKeys: [String?]) async -> (documents: [String], made: [String]) {
        let results = await Array(chapters.indices).concurrentMap { index -> (String, Bool) in
            document(chapters[index], pageKey: index < pageKeys.count ? pageKeys[index] : nil)
        }
        let made = zip(chapters, results).filter { $1.1 }.map { $0.0.chapter.slug }
        return (results.map(\.0), made)
    }

    /// The chapter's document, and whether it was made now.
    func document(_ rendered: RenderedChapter, pageKey: String?) -> (String, Bool) {
        guard let store, let pageKey else { return (EbookChapter.document(rendered, links: links), true) }
        var key = ContentKey("ebook chapter")
        key.add([EbookEdition.version, pageKey])
        if let (_, attachments) = store.readWithAttachments(String.self, kind: Self.kind, key: key.hex),
            let bytes = attachments.first
        {
            return (String(decoding: bytes, as: UTF8.self), false)
        }
        let document = EbookChapter.document(rendered, links: links)
        // A cache that cannot be written costs the next build time, never correctness.
        try? store.write(rendered.chapter.slug, attachments: [Data(document.utf8)], kind: Self.kind, key: key.hex)
        return (document, true)
    }
}
