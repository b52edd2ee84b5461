import Foundation

/// A rendered chapter as the cache keeps it: everything but the chapter itself, which is
/// loaded fresh on every build (its text is part of the page's key). On disk its HTML (the
/// body, the print page's section, the at-a-glance answers) and its search entry, nearly all
/// of the bytes, are stored raw as attachments; the rest is a `Record`.
struct CachedPage: Sendable {
    var record: Record
    var html: StoredText
    var searchEntry: StoredText
    var printSection: StoredText
    var glanceHTML: [StoredText]

    init(_ page: RenderedChapter) {
        record = Record(page)
        (html, searchEntry, printSection, glanceHTML) = (
            page.htmlText, page.searchText, page.printText, page.glanceTexts
        )
    }

    /// The page read back; `nil` unless every attachment is there. The texts stay bytes
    /// until read (`StoredText`).
    init?(record: Record, attachments: [Data]) {
        guard attachments.count == 3 + Glance.questions.count else { return nil }
        self.record = record
        let texts = attachments.map(StoredText.init(bytes:))
        (html, searchEntry, printSection, glanceHTML) = (texts[0], texts[1], texts[2], Array(texts[3...]))
    }

    /// What is stored raw: the HTML, the search entry, the print page's section, then each
    /// at-a-glance answer.
    var attachments: [Data] {
        [html.data, searchEntry.data, printSection.data] + glanceHTML.map(\.data)
    }

    /// The rendered chapter again, for `chapter`: the key covers what the rendering read; the
    /// layout reads the rest (order, category, related chapters) from the chapter as it is now.
    func rendered(_ chapter: Chapter) -> RenderedChapter {
        RenderedChapter(
            chapter: chapter, htmlText: html, glanceTexts: glanceHTML, headings: record.headings,
            links: record.links, examplesRun: record.examplesRun, examplesShown: record.examplesShown,
            searchText: searchEntry, printText: printSection)
    }
}

extension CachedPage {
    /// Everything but the texts.
    struct Record: Codable, Sendable {
        var headings: [RenderedChapter.Heading]
        var links: [RenderedChapter.ChapterLink]
        var examplesRun: [String]
        var examplesShown: [RenderedChapter.ExampleShown]

        init(_ page: RenderedChapter) {
            headings = page.headings
            links = page.links
            examplesRun = page.examplesRun
            examplesShown = page.examplesShown
        }
    }
}

extension MemoKind where Value == CachedPage {
    /// A rendered chapter, by `PageKeys.PageInputs`. All pages share one pack file.
    static var page: MemoKind {
        MemoKind(
            name: "pages",
            read: { store, cache, key in
                cache.pages.flatMap { store.readWithAttachments(CachedPage.Record.self, in: $0, key: key) }.flatMap {
                    CachedPage(record: $0.value, attachments: $0.attachments)
                }
            },
            write: { store, cache, page, key in
                guard let pages = cache.pages else { return }
                try? store.write(page.record, attachments: page.attachments, to: pages, key: key)
            },
            keep: { cache, key in cache.pages?.keep(key) })
    }
}
