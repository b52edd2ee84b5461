import Foundation

/// A rendered chapter as the cache stores it: everything but the chapter itself, which is
/// loaded fresh on every build (its text is part of the page's key). Its HTML (the body, the
/// print page's section, the at-a-glance answers) and its search entry, nearly all of the
/// bytes, are stored raw beside the JSON rather than escaped in it: decoding them as JSON
/// strings was most of the cost of reusing a page.
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

    var headings: [Heading]
    var links: [Link]
    var examplesRun: [String]
    var examplesShown: [RenderedChapter.ExampleShown]

    init(_ page: RenderedChapter) {
        headings = page.headings.map { Heading(level: $0.level, text: $0.text, id: $0.id) }
        links = page.links.map { Link(slug: $0.slug, fragment: $0.fragment, line: $0.line) }
        examplesRun = page.examplesRun
        examplesShown = page.examplesShown
    }

    /// What is stored raw: the HTML, the search entry, the print page's section, then each
    /// at-a-glance answer.
    static func attachments(of page: RenderedChapter) -> [Data] {
        [Data(page.html.utf8), Data(page.searchEntry.utf8), Data(page.printSection.utf8)]
            + page.glanceHTML.map { Data($0.utf8) }
    }

    /// The rendered chapter again, for `chapter`; `nil` unless every attachment is there.
    func rendered(_ chapter: Chapter, attachments: [Data]) -> RenderedChapter? {
        let texts = attachments.compactMap { String(validating: $0, as: UTF8.self) }
        guard texts.count == attachments.count, texts.count == 3 + Glance.questions.count else { return nil }
        return RenderedChapter(
            chapter: chapter, html: texts[0], glanceHTML: Array(texts[3...]),
            headings: headings.map { .init(level: $0.level, text: $0.text, id: $0.id) },
            links: links.map { .init(slug: $0.slug, fragment: $0.fragment, line: $0.line) },
            examplesRun: examplesRun, examplesShown: examplesShown, searchEntry: texts[1], printSection: texts[2])
    }
}
