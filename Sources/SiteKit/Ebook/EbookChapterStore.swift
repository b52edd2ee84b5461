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

    /// Every chapter's document, in order; the slugs of those that were made, not reused; and
    /// a located error for each document a reader's XML parser would refuse.
    struct Converted: Sendable {
        var documents: [String]
        var made: [String]
        var refused: [Diagnostic]
    }

    func documents(_ chapters: [RenderedChapter], pageKeys: [String]) async -> Converted {
        let results = await Array(chapters.indices).concurrentMap {
            index -> (document: String, made: Bool, refused: Unicode.Scalar?) in
            document(chapters[index], pageKey: pageKeys[index])
        }
        let made = zip(chapters, results).filter { $1.made }.map { $0.0.chapter.slug }
        let refused = zip(chapters, results).compactMap { rendered, result in
            result.refused.map { scalar in
                Diagnostic(
                    file: rendered.chapter.sourcePath,
                    message: "the chapter's EPUB document would hold U+\(HTML.hex(scalar)), which XML cannot carry",
                    hint: "remove the character from the chapter, or from what its example prints")
            }
        }
        return Converted(documents: results.map { $0.document }, made: made, refused: refused)
    }

    /// Marks every chapter's cached document as used by this build, which kept the book in
    /// `Site/` without reading them: a build of the preview that compacts the pack must not
    /// drop them.
    static func keep(pageKeys: [String], language: String, memo: SiteCache) {
        for pageKey in pageKeys {
            MemoKind<String>.ebookChapter.keep(memo, documentKey(pageKey, language: language, memo: memo))
        }
    }

    /// The key of a chapter's document: its page's key, the book's language and the edition's
    /// version.
    static func documentKey(_ pageKey: String, language: String, memo: SiteCache) -> String {
        memo.key(.ebookChapter, [EbookEdition.version, pageKey, language])
    }

    /// The chapter's document, whether it was made now, and the first character in it that
    /// XML refuses. What the pages show is escaped already (`HTML.escape`); that check is the
    /// last guard, made once per document: only a document that passes it is cached, so one
    /// taken from the cache needs no second look (a book's worth of characters, every build).
    func document(_ rendered: RenderedChapter, pageKey: String) -> (
        document: String, made: Bool, refused: Unicode.Scalar?
    ) {
        let key = Self.documentKey(pageKey, language: language, memo: memo)
        if let known = memo.value(.ebookChapter, key: key) { return (known, false, nil) }
        let document = EbookChapter.document(rendered, links: links, language: language)
        if let refused = EbookEdition.characterXMLRefuses(in: document) { return (document, true, refused) }
        memo.store(document, .ebookChapter, key: key)
        return (document, true, nil)
    }
}

extension MemoKind where Value == String {
    /// A chapter's EPUB document, by its page's key and the edition's version, stored raw as
    /// an attachment. All documents share one pack file: every build that makes the book reads
    /// every chapter's, thousands in a large book.
    static var ebookChapter: MemoKind {
        MemoKind(
            name: "ebook",
            read: { store, cache, key in
                let entry = cache.ebook.flatMap { store.readWithAttachments(String.self, in: $0, key: key) }
                return entry?.attachments.first.map { String(decoding: $0, as: UTF8.self) }
            },
            // A cache that cannot be written costs the next build time, never correctness.
            write: { store, cache, document, key in
                guard let ebook = cache.ebook else { return }
                try? store.write("", attachments: [Data(document.utf8)], to: ebook, key: key)
            },
            keep: { cache, key in cache.ebook?.keep(key) })
    }
}
