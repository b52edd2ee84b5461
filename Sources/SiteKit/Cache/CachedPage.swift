import Foundation

/// A rendered chapter as the cache stores it: everything but the chapter itself, which is
/// loaded fresh on every build (its text is part of the page's key). The HTML and the search
/// entry, nearly all of the bytes, are stored raw beside the JSON rather than escaped in it:
/// decoding them as JSON strings was most of the cost of reusing a page.
struct CachedPage: Codable, Sendable {
    struct Heading: Codable, Sendable {
        var level: Int
        var text: String
        var id: String
    }

    struct Link: Codable, Sendable {
        var slug: String
        var fragment: String?
        var line: Int
    }

    var glanceHTML: [String]
    var headings: [Heading]
    var links: [Link]
    var examplesRun: [String]

    init(_ page: RenderedChapter) {
        glanceHTML = page.glanceHTML
        headings = page.headings.map { Heading(level: $0.level, text: $0.text, id: $0.id) }
        links = page.links.map { Link(slug: $0.slug, fragment: $0.fragment, line: $0.line) }
        examplesRun = page.examplesRun
    }

    /// What is stored raw: the HTML, the search entry and the print page's section.
    static func attachments(of page: RenderedChapter) -> [Data] {
        [Data(page.html.utf8), Data(page.searchEntry.utf8), Data(page.printSection.utf8)]
    }

    /// The rendered chapter again, for `chapter`; `nil` unless every attachment is there.
    func rendered(_ chapter: Chapter, attachments: [Data]) -> RenderedChapter? {
        let texts = attachments.compactMap { String(validating: $0, as: UTF8.self) }
        guard attachments.count == 3, texts.count == 3 else { return nil }
        return RenderedChapter(
            chapter: chapter, html: texts[0], glanceHTML: glanceHTML,
            headings: headings.map { .init(level: $0.level, text: $0.text, id: $0.id) },
            links: links.map { .init(slug: $0.slug, fragment: $0.fragment, line: $0.line) },
            examplesRun: examplesRun, searchEntry: texts[1], printSection: texts[2])
    }
}
