/// A rendered chapter as the cache stores it: everything but the chapter itself, which is
/// loaded fresh on every build (its text is part of the page's key).
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

    struct Section: Codable, Sendable {
        var heading: String
        var id: String?
        var text: String
    }

    var html: String
    var glanceHTML: [String]
    var headings: [Heading]
    var links: [Link]
    var examplesRun: [String]
    var searchSections: [Section]

    init(_ page: RenderedChapter) {
        html = page.html
        glanceHTML = page.glanceHTML
        headings = page.headings.map { Heading(level: $0.level, text: $0.text, id: $0.id) }
        links = page.links.map { Link(slug: $0.slug, fragment: $0.fragment, line: $0.line) }
        examplesRun = page.examplesRun
        searchSections = page.searchSections.map { Section(heading: $0.heading, id: $0.id, text: $0.text) }
    }

    /// The rendered chapter again, for `chapter`.
    func rendered(_ chapter: Chapter) -> RenderedChapter {
        RenderedChapter(
            chapter: chapter, html: html, glanceHTML: glanceHTML,
            headings: headings.map { .init(level: $0.level, text: $0.text, id: $0.id) },
            links: links.map { .init(slug: $0.slug, fragment: $0.fragment, line: $0.line) },
            examplesRun: examplesRun,
            searchSections: searchSections.map { .init(heading: $0.heading, id: $0.id, text: $0.text) })
    }
}
