import Foundation

/// Wraps rendered chapters in pages and adds the pages and files around them: the home page,
/// navigation, the search index, the print page, the 404 page and the assets.
public struct SiteLayout: Sendable {
    public let theme: Theme
    /// Where `Site/` is published, ending in `/`. Only `sitemap.xml` uses it (the protocol
    /// wants absolute URLs); every link between pages stays relative, so the site also works
    /// opened from disk. Change `defaultBaseURL` when the site moves.
    public let baseURL: String

    /// The address the catalogue is published at.
    public static let defaultBaseURL = "https://swift-design-patterns.example/"

    public init(theme: Theme, baseURL: String = SiteLayout.defaultBaseURL) {
        self.theme = theme
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// Every file of the site, by path relative to the site root. Chapter pages are laid out
    /// on every core.
    public func layOut(_ chapters: [RenderedChapter]) async -> [String: Data] {
        var files = theme.assets
        let navigation = Navigation(chapters.map(\.chapter))
        // Every page's sidebar lists every chapter. Render it once and mark the current
        // chapter per page: rendering it per page through the template costs time in the
        // square of the chapter count.
        let sidebar = Sidebar(html: theme.render("sidebar", ["categories": navigation.categories]))
        let titles = Dictionary(
            chapters.map { ($0.chapter.slug, $0.chapter.metadata.title) }, uniquingKeysWith: { a, _ in a })

        let pages = await Array(chapters.indices).concurrentMap { index in
            let rendered = chapters[index]
            let chapter = rendered.chapter
            let related = chapter.metadata.related.enumerated().map { offset, slug in
                LinkContext(
                    title: titles[slug] ?? slug, href: "\(slug).html",
                    last: offset == chapter.metadata.related.count - 1)
            }
            let toc = rendered.headings.filter { $0.level == 2 || $0.level == 3 }
                .map { TocEntry(text: $0.text, id: $0.id, sub: $0.level == 3) }
            let context = ChapterContext(
                title: chapter.metadata.title, intent: chapter.metadata.intent, category: chapter.metadata.category,
                glance: zip(Glance.questions, rendered.glanceHTML).map {
                    GlanceEntry(question: $0.0.question, answer: $0.1)
                },
                related: related, hasToc: !toc.isEmpty, toc: toc, body: rendered.html,
                hasRuns: !rendered.examplesRun.isEmpty, runs: rendered.examplesRun,
                previous: index > 0 ? link(chapters[index - 1].chapter) : nil,
                next: index + 1 < chapters.count ? link(chapters[index + 1].chapter) : nil)
            let body = theme.render("chapter", context)
            return page(
                title: "\(chapter.metadata.title) · Swift Design Patterns", description: chapter.metadata.intent,
                body: body, sidebar: sidebar.marking(chapter.pagePath))
        }
        for (rendered, page) in zip(chapters, pages) {
            files[rendered.chapter.pagePath] = page
        }

        let firstExample = chapters.lazy.flatMap(\.examplesRun).first ?? "Observer"
        let home = HomeContext(firstExample: firstExample, categories: navigation.categories)
        files["index.html"] = page(
            title: "Swift Design Patterns: the catalogue, compiled",
            description: "Design patterns in Swift 6, every example compiled and run.",
            body: theme.render("index", home), sidebar: sidebar.html)
        files["404.html"] = page(
            title: "Page not found · Swift Design Patterns", description: "This page does not exist.",
            body: theme.render("404", ["pageCount": chapters.count]), sidebar: sidebar.html)
        files["print.html"] = page(
            title: "The whole catalogue · Swift Design Patterns",
            description: "Every chapter of Swift Design Patterns on one page, for printing.",
            body: PrintPage.body(chapters, theme: theme), sidebar: sidebar.html)
        files["assets/search-index.js"] = SearchIndex.script(for: chapters)
        files["sitemap.xml"] = Sitemap.xml(
            baseURL: baseURL, pages: ["index.html"] + chapters.map(\.chapter.pagePath) + ["print.html"])
        return files
    }

    private func link(_ chapter: Chapter) -> LinkContext {
        LinkContext(title: chapter.metadata.title, href: chapter.pagePath, last: false)
    }

    private func page(title: String, description: String, body: String, sidebar: String) -> Data {
        let context = PageContext(pageTitle: title, description: description, body: body, sidebar: sidebar)
        return Data(theme.render("page", context).utf8)
    }
}

// The values templates see. Mustache reads their properties by name.

struct PageContext {
    var pageTitle: String
    var description: String
    var body: String
    /// The sidebar's HTML, with the current chapter marked.
    var sidebar: String
}

/// The chapter list every page shows, rendered once.
struct Sidebar: Sendable {
    let html: String
    /// Where each page's link ends (just before its `>`), found in one pass.
    private let linkEnds: [String: String.Index]

    init(html: String) {
        self.html = html
        var ends: [String: String.Index] = [:]
        var rest = html[...]
        let opening = "<a href=\""
        while let start = rest.firstRange(of: opening) {
            guard let close = rest[start.upperBound...].firstIndex(of: "\"") else { break }
            ends[String(rest[start.upperBound..<close])] = html.index(after: close)
            rest = rest[close...]
        }
        linkEnds = ends
    }

    /// The sidebar with `page` marked as the current page, for screen readers and styling.
    func marking(_ page: String) -> String {
        guard let end = linkEnds[page] else { return html }
        return html[..<end] + " aria-current=\"page\"" + html[end...]
    }
}

struct CategoryContext {
    var name: String
    var id: String
    var chapters: [NavigationEntry]
}

struct NavigationEntry {
    var title: String
    var href: String
    var intent: String
}

struct LinkContext {
    var title: String
    var href: String
    var last: Bool
}

struct TocEntry {
    var text: String
    var id: String
    var sub: Bool
}

struct GlanceEntry {
    var question: String
    var answer: String
}

struct ChapterContext {
    var title: String
    var intent: String
    var category: String
    var glance: [GlanceEntry]
    var related: [LinkContext]
    var hasToc: Bool
    var toc: [TocEntry]
    var body: String
    var hasRuns: Bool
    var runs: [String]
    var previous: LinkContext?
    var next: LinkContext?
}

struct HomeContext {
    var firstExample: String
    var categories: [CategoryContext]
}

/// The chapters grouped by category in catalogue order, for the sidebar and the home page.
struct Navigation {
    private var groups: [(name: String, chapters: [Chapter])] = []

    init(_ chapters: [Chapter]) {
        for chapter in chapters {
            if groups.last?.name == chapter.metadata.category {
                groups[groups.count - 1].chapters.append(chapter)
            } else {
                groups.append((chapter.metadata.category, [chapter]))
            }
        }
    }

    var categories: [CategoryContext] {
        groups.map { group in
            CategoryContext(
                name: group.name, id: HeadingIDs.slug(group.name),
                chapters: group.chapters.map {
                    NavigationEntry(title: $0.metadata.title, href: $0.pagePath, intent: $0.metadata.intent)
                })
        }
    }
}
