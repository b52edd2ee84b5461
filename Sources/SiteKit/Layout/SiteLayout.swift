import Foundation

/// Wraps rendered chapters in pages and adds the pages and files around them: the home page,
/// navigation, the search index, the print page, the 404 page and the assets.
struct SiteLayout: Sendable {
    let theme: Theme
    /// The site's title, home and repository (`Content/site.yml`). Every link between pages
    /// stays relative, so the site also works opened from disk; only `sitemap.xml` and the
    /// 404 page, which a host serves at any depth, use the base URL.
    let config: SiteConfig
    /// What `swift --version` said, for the print page's title page: the toolchain the outputs
    /// came from.
    var toolchain = ""
    /// The "Try it online" link of each example that has one, by name (`TryOnline`).
    var tryOnline: [String: TryOnline] = [:]
    /// The command that shows what the compiler says, for each example that must not compile.
    var refusedCommands: [String: String] = [:]
    /// The sidebar, when the caller has it from the cache (`LayOutStep.sidebarHTML`);
    /// otherwise it is rendered here.
    var sidebarHTML: String?
    /// The search index's word list, when the caller has a quicker way to it than encoding
    /// every chapter's words (`SiteCache.searchWords`); called beside the chapter pages.
    var searchWords: (@Sendable () -> SearchWordList)?
    /// The EPUB edition the home page offers, when the build made one (`EbookStep`).
    var ebook: EbookDownload?

    init(theme: Theme, config: SiteConfig = SiteConfig()) {
        self.theme = theme
        self.config = config
    }

    /// Every file of the site, by path relative to the site root.
    func layOut(_ chapters: [RenderedChapter]) async -> [String: Data] {
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
        let sidebar = Sidebar(html: sidebarHTML ?? Self.sidebarHTML(navigation, theme: theme))
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

        // The digest of what every page shows around its own content.
        let surroundingsKey = sidebar.digest + config.digest + theme.digest
        // Laid out beside the chapter pages: the print page alone joins every chapter.
        async let wholeSite: Void = addWholeSiteFiles(
            chapters, navigation: navigation, sidebar: sidebar,
            surroundingsKey: contentKeys == nil ? nil : surroundingsKey,
            contentKeys: contentKeys, into: sink)
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
            let toc = ChapterContext.TocEntry.nested(rendered.headings)
            var context = ChapterContext(
                title: chapter.metadata.title, intent: chapter.metadata.intent, category: chapter.metadata.category,
                positionInCategory: placesInCategory[index],
                categoryCount: categorySizes[chapter.metadata.category] ?? 1,
                position: index + 1, chapterCount: chapters.count,
                glance: [], related: related, hasToc: !toc.isEmpty, toc: toc, body: "",
                hasRuns: !rendered.examplesRun.isEmpty,
                runs: rendered.examplesRun.map {
                    RunContext(
                        name: $0, tryOnline: tryOnline[$0].map(TryOnlineContext.init),
                        source: config.repositoryURL("tree", "Examples/\($0)"))
                },
                previous: previous, next: next,
                editURL: config.repositoryURL("edit", chapter.sourcePath),
                sourceURL: config.repositoryURL("blob", chapter.sourcePath),
                examplesHref: "examples.html#" + ExamplesContext.groupID(chapter.slug),
                download: config.examplesDownload, draft: chapter.metadata.draft)
            // The context without its rendered chapter, which `contentKeys` stands for.
            let inputKey = contentKeys.map {
                MemoKey.of("chapter page", Surrounded(surroundings: $0[index] + surroundingsKey, context: context))
            }
            if let inputKey, sink.isCurrent(chapter.pagePath, inputKey: inputKey) {
                sink.keep(chapter.pagePath, inputKey: inputKey)
                return nil
            }
            context.body = rendered.html
            context.glance = zip(Glance.questions, rendered.glanceHTML).map {
                ChapterContext.GlanceEntry(question: $0.0.question, answer: $0.1)
            }
            let body = theme.chapter.render(context)
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
    /// search index and the sitemap. With `surroundingsKey` (the digest of the sidebar,
    /// configuration and theme, when pages may be kept), the home and examples pages are kept
    /// when what they show of the chapters is unchanged, as chapter pages are; with
    /// `contentKeys`, so is each page file of the search index, which shows only its
    /// chapters' entries.
    private func addWholeSiteFiles(
        _ chapters: [RenderedChapter], navigation: Navigation, sidebar: Sidebar, surroundingsKey: String?,
        contentKeys: [String]?, into sink: some SiteSink
    ) async throws {
        // The print page joins every chapter, so it is made beside the others.
        async let printPage: Void = sink.add(
            "print.html",
            parts: PrintPage.page(
                page(
                    title: "The whole book · \(config.title)",
                    description: "Every chapter of \(config.title) on one page, for printing.",
                    body: PrintPage.body(chapters, title: config.title, toolchain: toolchain), sidebar: sidebar,
                    current: nil),
                sections: chapters), inputKey: nil)
        let firstExample = chapters.lazy.flatMap(\.examplesRun).first ?? "Observer"
        try Self.add(
            "index.html",
            key: surroundingsKey.map {
                Self.homeKey(chapters, firstExample: firstExample, ebook: ebook, surroundingsKey: $0)
            },
            to: sink
        ) {
            var home = HomeContext(
                title: config.title, description: config.description, download: config.examplesDownload,
                firstExample: firstExample, repository: config.repository, ebook: ebook?.path, ebookSize: ebook?.size,
                categories: navigation.categories,
                map: CatalogueMap.svg(chapters.map(\.chapter)), mapWords: CatalogueMap.words(chapters.map(\.chapter)))
            // Its links were checked when the chapters were rendered (`RenderStep`).
            home.introduction =
                config.introduction?.rendered(slugs: Set(chapters.map(\.chapter.slug) + [Introduction.slug])).html ?? ""
            return page(
                title: config.subtitle.isEmpty ? config.title : "\(config.title): \(config.subtitle)",
                description: config.description,
                body: theme.home.render(home), sidebar: sidebar, current: nil)
        }
        let notFound = theme.notFound.render(NotFoundContext(chapterCount: chapters.count))
        try sink.add(
            "404.html",
            page(
                title: "Page not found · \(config.title)", description: "This page does not exist.",
                body: notFound, sidebar: sidebar, current: nil,
                base: config.baseURL == nil ? nil : config.basePath, findsRoot: config.baseURL == nil), inputKey: nil)
        for file in SearchIndex.files(for: chapters, words: searchWords?()) {
            // A page file shows only its pages' entries.
            var key: String?
            if let pages = file.pages, let contentKeys { key = MemoKey.of("search pages", Array(contentKeys[pages])) }
            try Self.add(file.path, key: key, to: sink) { file.data }
        }
        var examples = ExamplesContext(chapters, tryOnline: tryOnline, commands: refusedCommands)
        examples.download = config.examplesDownload
        examples.link(to: config)
        try Self.add("examples.html", key: surroundingsKey.map { examples.key(surroundingsKey: $0) }, to: sink) {
            page(
                title: "Every example · \(config.title)",
                description: "Every example program of \(config.title), what it shows and how to run it.",
                body: theme.examples.render(examples), sidebar: sidebar, current: nil)
        }
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

    /// The chapter list every page shows, rendered through the theme's template.
    static func sidebarHTML(_ navigation: Navigation, theme: Theme) -> String {
        theme.sidebar.render(SidebarContext(categories: navigation.categories))
    }

    /// Keeps the page at `path` when the sink holds it from inputs with digest `key`;
    /// otherwise lays it out with `make`.
    static func add(_ path: String, key: String?, to sink: some SiteSink, make: () -> Data) throws {
        if let key, sink.isCurrent(path, inputKey: key) {
            sink.keep(path, inputKey: key)
        } else {
            try sink.add(path, make(), inputKey: key)
        }
    }

    /// The digest of what the home page shows: each chapter's place, title, intent and
    /// relations (the cards and the map), the first example it suggests running, the EPUB's
    /// link and rounded size, and `surroundingsKey`.
    static func homeKey(
        _ chapters: [RenderedChapter], firstExample: String, ebook: EbookDownload?, surroundingsKey: String
    ) -> String {
        MemoKey.of(
            "home page",
            HomeInputs(
                surroundings: surroundingsKey, firstExample: firstExample, ebook: ebook.map { [$0.path, $0.size] },
                chapters: chapters.map { [$0.chapter.slug: $0.chapter.metadata] }))
    }

    /// What the home page is made from besides the surroundings: each chapter's place,
    /// title, intent and relations (the cards and the map), the first example it suggests
    /// running, and the EPUB as the page shows it (the size rounded, so an edit that changes
    /// the book by a few bytes leaves the page as it is).
    private struct HomeInputs: Encodable {
        var surroundings: String
        var firstExample: String
        var ebook: [String]?
        var chapters: [[String: ChapterMetadata]]
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
            // The caption may break after a slash (`<wbr>`); the address has no such breaks.
            let address = path.replacingOccurrences(of: "<wbr>", with: "")
            result += "<a class=\"listing-file\" href=\"\(folder)\(address)\">\(path)</a>"
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
        title: String, description: String, body: String, sidebar: Sidebar, current: String?, base: String? = nil,
        findsRoot: Bool = false
    ) -> Data {
        let context = PageContext(
            pageTitle: title, siteTitle: config.title, description: description, language: config.language, body: body,
            sidebar: Sidebar.placeholder, base: base, findsRoot: findsRoot)
        var shell = theme.page.render(context)
        return shell.withUTF8 { shell in
            // Title and description are escaped and the body comes after the sidebar, so the
            // first placeholder is the template's.
            guard let slot = Sidebar.placeholderRange(in: shell) else {
                preconditionFailure("the page template has no {{{sidebar}}}")
            }
            var data = Data()
            data.reserveCapacity(shell.count + sidebar.html.utf8.count + 32)
            data.append(UnsafeBufferPointer(rebasing: shell[..<slot.lowerBound]))
            sidebar.append(marking: current, to: &data)
            data.append(UnsafeBufferPointer(rebasing: shell[slot.upperBound...]))
            return data
        }
    }
}
