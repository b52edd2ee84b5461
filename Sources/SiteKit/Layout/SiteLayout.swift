import Foundation
import Mustache

/// Wraps rendered chapters in pages and adds the pages and files around them: the home page,
/// navigation, the search index, the print page, the 404 page and the assets.
public struct SiteLayout: Sendable {
    public let theme: Theme
    /// The site's title, home and repository (`Content/site.yml`). Every link between pages
    /// stays relative, so the site also works opened from disk; only `sitemap.xml` and the
    /// 404 page, which a host serves at any depth, use the base URL.
    public let config: SiteConfig

    public init(theme: Theme, config: SiteConfig = SiteConfig()) {
        self.theme = theme
        self.config = config
    }

    /// Every file of the site, by path relative to the site root.
    public func layOut(_ chapters: [RenderedChapter]) async -> [String: Data] {
        let site = InMemorySite()
        do {
            try await layOut(chapters, contentKeys: nil, into: site)
        } catch {
            preconditionFailure("collecting files in memory cannot fail, yet: \(error)")
        }
        return site.files
    }

    /// Lays out every file of the site and hands each to `sink` as soon as it is ready;
    /// chapter pages are laid out on every core.
    ///
    /// With `contentKeys` (a digest per chapter of everything its rendering came from), a
    /// chapter page the sink already holds from the same inputs is kept, not laid out again,
    /// so a one-chapter edit lays out one page. A page's inputs are its own rendered chapter
    /// and, from the other chapters, only what `inputKey` lists.
    /// - Returns: the paths of the chapter pages laid out.
    @discardableResult
    func layOut(_ chapters: [RenderedChapter], contentKeys: [String]?, into sink: some SiteSink) async throws
        -> [String]
    {
        for (path, data) in theme.assets { try sink.add(path, data, inputKey: nil) }
        let navigation = Navigation(chapters.map(\.chapter))
        // Every page's sidebar lists every chapter. Render it once and mark the current
        // chapter per page: rendering it per page through the template costs time in the
        // square of the chapter count.
        let sidebar = Sidebar(html: theme.render("sidebar", ["categories": navigation.categories]))
        let titles = Dictionary(
            chapters.map { ($0.chapter.slug, $0.chapter.metadata.title) }, uniquingKeysWith: { a, _ in a })
        // Where each chapter stands: its place in its category (chapters come in catalogue
        // order, a category's together), which the sidebar shows too.
        let categories = chapters.map(\.chapter.metadata.category)
        let categorySizes = Dictionary(categories.map { ($0, 1) }, uniquingKeysWith: +)
        var seen: [String: Int] = [:]
        let placesInCategory = categories.map { category in
            seen[category, default: 0] += 1
            return seen[category] ?? 1
        }

        // Laid out beside the chapter pages: the print page alone joins every chapter.
        async let wholeSite: Void = addWholeSiteFiles(chapters, navigation: navigation, sidebar: sidebar, into: sink)
        let laidOut = try await Array(chapters.indices).concurrentMap { index throws -> String? in
            let rendered = chapters[index]
            let chapter = rendered.chapter
            let related = chapter.metadata.related.enumerated().map { offset, slug in
                LinkContext(
                    title: titles[slug] ?? slug, href: "\(slug).html",
                    last: offset == chapter.metadata.related.count - 1)
            }
            let previous = index > 0 ? link(chapters[index - 1].chapter) : nil
            let next = index + 1 < chapters.count ? link(chapters[index + 1].chapter) : nil
            let inputKey = contentKeys.map {
                Self.inputKey(
                    content: $0[index], sidebar: sidebar.digest + config.digest, previous: previous, next: next,
                    related: related)
            }
            if let inputKey, sink.isCurrent(chapter.pagePath, inputKey: inputKey) {
                try sink.keep(chapter.pagePath, inputKey: inputKey)
                return nil
            }
            let toc = rendered.headings.filter { $0.level == 2 || $0.level == 3 }
                .map { TocEntry(text: $0.text, id: $0.id, sub: $0.level == 3) }
            let context = ChapterContext(
                title: chapter.metadata.title, intent: chapter.metadata.intent, category: chapter.metadata.category,
                positionInCategory: placesInCategory[index],
                categoryCount: categorySizes[chapter.metadata.category] ?? 1,
                position: index + 1, chapterCount: chapters.count,
                glance: zip(Glance.questions, rendered.glanceHTML).map {
                    GlanceEntry(question: $0.0.question, answer: $0.1)
                },
                related: related, hasToc: !toc.isEmpty, toc: toc, body: rendered.html,
                hasRuns: !rendered.examplesRun.isEmpty, runs: rendered.examplesRun,
                previous: previous, next: next,
                editURL: config.repositoryURL("edit", chapter.sourcePath))
            let body = theme.render("chapter", context)
            let data = page(
                title: "\(chapter.metadata.title) · \(config.title)", description: chapter.metadata.intent,
                body: linkingListings(body), sidebar: sidebar, current: chapter.pagePath)
            try sink.add(chapter.pagePath, data, inputKey: inputKey)
            return chapter.pagePath
        }

        try await wholeSite
        return laidOut.compactMap { $0 }
    }

    /// The files that show every chapter: the home page, the 404 page, the print page, the
    /// search index and the sitemap.
    private func addWholeSiteFiles(
        _ chapters: [RenderedChapter], navigation: Navigation, sidebar: Sidebar, into sink: some SiteSink
    ) async throws {
        // The print page joins every chapter, so it is made beside the others.
        async let printPage: Void = sink.add(
            "print.html",
            page(
                title: "The whole catalogue · \(config.title)",
                description: "Every chapter of Swift Design Patterns on one page, for printing.",
                body: PrintPage.body(chapters), sidebar: sidebar, current: nil), inputKey: nil)
        let firstExample = chapters.lazy.flatMap(\.examplesRun).first ?? "Observer"
        let home = HomeContext(
            firstExample: firstExample, repository: config.repository, categories: navigation.categories,
            map: CatalogueMap.svg(chapters.map(\.chapter)))
        try sink.add(
            "index.html",
            page(
                title: "\(config.title): the catalogue, compiled",
                description: "Design patterns in Swift 6, every example compiled and run.",
                body: theme.render("index", home), sidebar: sidebar, current: nil), inputKey: nil)
        try sink.add(
            "404.html",
            page(
                title: "Page not found · \(config.title)", description: "This page does not exist.",
                body: theme.render("404", ["pageCount": chapters.count]), sidebar: sidebar, current: nil,
                base: config.basePath), inputKey: nil)
        for (path, data) in SearchIndex.files(for: chapters) { try sink.add(path, data, inputKey: nil) }
        try sink.add(
            "examples.html",
            page(
                title: "Every example · \(config.title)",
                description: "Every example program of the catalogue, what it shows and how to run it.",
                body: theme.render("examples", ExamplesContext(chapters)), sidebar: sidebar, current: nil),
            inputKey: nil)
        if let baseURL = config.baseURL {
            try sink.add(
                "sitemap.xml",
                Sitemap.xml(
                    baseURL: baseURL,
                    pages: ["index.html"] + chapters.map(\.chapter.pagePath) + ["examples.html", "print.html"]),
                inputKey: nil)
        }
        try await printPage
    }

    /// The digest of everything a chapter page is laid out from: its rendered chapter (by
    /// `content`, which the caller derives from the chapter's sources) and what it shows of
    /// other chapters: the sidebar, its neighbours and its related chapters. The theme and
    /// the generator are covered by the cache's fingerprint, kept with the recorded keys.
    static func inputKey(
        content: String, sidebar: String, previous: LinkContext?, next: LinkContext?, related: [LinkContext]
    ) -> String {
        var key = ContentKey("chapter page")
        key.add([content, sidebar])
        for neighbour in [previous, next] { key.add(neighbour.map { [$0.title, $0.href] } ?? []) }
        key.add(related.flatMap { [$0.title, $0.href] })
        return key.hex
    }

    /// With a repository configured, each listing's file name links to that file there.
    private func linkingListings(_ body: String) -> String {
        guard config.repository != nil else { return body }
        let opening = "<span class=\"listing-file\">"
        var result = ""
        var rest = Substring(body)
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].range(of: "</span>") {
            let path = String(rest[start.upperBound..<end.lowerBound])
            result += rest[..<start.lowerBound]
            // The path is escaped already; the repository's address is escaped here.
            let folder = HTML.escape(config.repositoryURL("blob", "") ?? "")
            result += "<a class=\"listing-file\" href=\"\(folder)\(path)\">\(path)</a>"
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    private func link(_ chapter: Chapter) -> LinkContext {
        LinkContext(title: chapter.metadata.title, href: chapter.pagePath, last: false)
    }

    /// A whole page: the page template around `body`, with the sidebar marking `current`.
    ///
    /// The sidebar lists every chapter, so in a large book it is most of every page's bytes:
    /// it is spliced in as bytes where the template put `Sidebar.placeholder`, rather than
    /// copied through the template engine and converted again.
    private func page(
        title: String, description: String, body: String, sidebar: Sidebar, current: String?, base: String? = nil
    ) -> Data {
        let context = PageContext(
            pageTitle: title, siteTitle: config.title, description: description, body: body,
            sidebar: Sidebar.placeholder, base: base)
        let shell = theme.render("page", context)
        var data = Data()
        // Title and description are escaped and the body comes after the sidebar, so the
        // first placeholder is the template's.
        guard let slot = shell.utf8.firstRange(of: Sidebar.placeholder.utf8) else {
            preconditionFailure("the page template has no {{{sidebar}}}")
        }
        data.reserveCapacity(shell.utf8.count + sidebar.html.utf8.count + 32)
        data.append(contentsOf: shell.utf8[..<slot.lowerBound])
        sidebar.append(marking: current, to: &data)
        data.append(contentsOf: shell.utf8[slot.upperBound...])
        return data
    }
}

// The values templates see. Mustache reads their properties by name.

struct PageContext {
    var pageTitle: String
    var siteTitle: String
    var description: String
    var body: String
    /// `Sidebar.placeholder`, where the sidebar goes.
    var sidebar: String
    /// The page's `<base href>`: only the 404 page, which a host serves at any depth, has one.
    var base: String?
}

/// The chapter list every page shows, rendered once.
struct Sidebar: Sendable {
    let html: String
    /// A digest of `html`, for the keys of the pages that show it.
    let digest: String
    /// Stands for the sidebar in the page template's output until its bytes are spliced in.
    static let placeholder = "<!-- the sidebar -->"
    private let bytes: [UInt8]
    /// Where each page's link ends (just before its `>`), as a UTF-8 offset, found in one pass.
    private let linkEnds: [String: Int]

    init(html: String) {
        self.html = html
        digest = Digest.hex(html)
        bytes = Array(html.utf8)
        var ends: [String: Int] = [:]
        let opening = Array("<a href=\"".utf8)
        var index = 0
        while let start = bytes[index...].firstRange(of: opening) {
            guard let close = bytes[start.upperBound...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            ends[String(decoding: bytes[start.upperBound..<close], as: UTF8.self)] = close + 1
            index = close
        }
        linkEnds = ends
    }

    /// Appends the sidebar with `page` marked as the current page, for screen readers and
    /// styling; nothing is marked for a page the sidebar does not list.
    func append(marking page: String?, to data: inout Data) {
        guard let page, let end = linkEnds[page] else {
            data.append(contentsOf: bytes)
            return
        }
        data.append(contentsOf: bytes[..<end])
        data.append(contentsOf: " aria-current=\"page\"".utf8)
        data.append(contentsOf: bytes[end...])
    }

    /// The sidebar with `page` marked, as text.
    func marking(_ page: String) -> String {
        var data = Data()
        append(marking: page, to: &data)
        return String(decoding: data, as: UTF8.self)
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
    var positionInCategory: Int
    var categoryCount: Int
    var position: Int
    var chapterCount: Int
    var glance: [GlanceEntry]
    var related: [LinkContext]
    var hasToc: Bool
    var toc: [TocEntry]
    var body: String
    var hasRuns: Bool
    var runs: [String]
    var previous: LinkContext?
    var next: LinkContext?
    /// Where to edit the chapter's source, when a repository is configured.
    var editURL: String?
}

struct HomeContext {
    var firstExample: String
    /// Where to clone the catalogue from, when `Content/site.yml` says.
    var repository: String?
    var categories: [CategoryContext]
    /// The catalogue map, as SVG.
    var map: String
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

// Mustache reads these by name. Answering directly is much faster than letting it reflect
// on them with `Mirror`, which was a tenth of a large build's time. Each case is a property.

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "pageTitle": pageTitle
        case "siteTitle": siteTitle
        case "base": base
        case "description": description
        case "body": body
        case "sidebar": sidebar
        default: nil
        }
    }
}

extension ChapterContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "intent": intent
        case "category": category
        case "positionInCategory": positionInCategory
        case "categoryCount": categoryCount
        case "position": position
        case "chapterCount": chapterCount
        case "glance": glance
        case "related": related
        case "hasToc": hasToc
        case "toc": toc
        case "body": body
        case "hasRuns": hasRuns
        case "runs": runs
        case "previous": previous
        case "next": next
        case "editURL": editURL
        default: nil
        }
    }
}

extension LinkContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "last": last
        default: nil
        }
    }
}

extension TocEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "id": id
        case "sub": sub
        default: nil
        }
    }
}

extension GlanceEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "question": question
        case "answer": answer
        default: nil
        }
    }
}

extension CategoryContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "id": id
        case "chapters": chapters
        default: nil
        }
    }
}

extension NavigationEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "intent": intent
        default: nil
        }
    }
}

extension HomeContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "firstExample": firstExample
        case "repository": repository
        case "categories": categories
        case "map": map
        default: nil
        }
    }
}

/// The examples page: every example any chapter shows, by name, with where it is shown.
struct ExamplesContext: MustacheParent {
    struct Entry: MustacheParent {
        var name: String
        var runs: Bool
        var shownIn: [Place]

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "runs": runs
            case "shownIn": shownIn
            default: nil
            }
        }
    }

    struct Place: MustacheParent {
        var chapter: String
        var href: String
        var section: String
        var last: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "chapter": chapter
            case "href": href
            case "section": section
            case "last": last
            default: nil
            }
        }
    }

    var examples: [Entry]

    init(_ chapters: [RenderedChapter]) {
        var entries: [String: Entry] = [:]
        for rendered in chapters {
            for shown in rendered.examplesShown {
                let place = Place(
                    chapter: rendered.chapter.metadata.title, href: rendered.chapter.pagePath, section: shown.section,
                    last: false)
                entries[shown.name, default: Entry(name: shown.name, runs: shown.runs, shownIn: [])].shownIn.append(
                    place)
            }
        }
        examples = entries.values.sorted { $0.name < $1.name }.map { entry in
            var entry = entry
            entry.shownIn[entry.shownIn.count - 1].last = true
            return entry
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "examples": examples
        case "count": examples.count
        default: nil
        }
    }
}
