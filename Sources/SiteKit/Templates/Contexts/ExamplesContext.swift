/// What `examples.mustache` is given: every example any chapter shows, grouped by the chapters
/// in catalogue order, each with the section that shows it.
struct ExamplesContext: TemplateContext {
    var chapters: [Group]
    /// How many examples there are (one shown in two chapters counts once).
    var count: Int
    /// Where the examples' package is offered (`SiteConfig.examplesDownload`).
    var download = ""
    /// The repository's `Examples` folder, when `Content/site.yml` names a repository.
    var examplesFolder: String?

    static let fields: [String: TemplateField<Self>] = [
        "chapters": .each { $0.chapters },
        "count": .value { $0.count },
        "download": .value { $0.download },
        "examplesFolder": .value { $0.examplesFolder },
    ]

    /// A chapter and the examples it shows, in the order it shows them.
    struct Group: TemplateContext {
        var title: String
        var href: String
        /// The group's id on the examples page, which a chapter's "Run it yourself" links to.
        var id: String
        var examples: [Entry]

        static let fields: [String: TemplateField<Self>] = [
            "title": .value { $0.title },
            "href": .value { $0.href },
            "id": .value { $0.id },
            "examples": .each { $0.examples },
        ]
    }

    /// One example as a chapter shows it.
    struct Entry: TemplateContext {
        var name: String
        /// Built and run; `false` for an example that must not compile.
        var runs: Bool
        /// The section of the chapter that first shows it, and its address.
        var section: String
        var sectionHref: String
        /// Whether this is the example's first appearance on the page, which carries its id.
        var first: Bool
        /// The other chapters that show it.
        var alsoIn: [Place]
        /// Its "Try it online" link, if it has one (`TryOnline`).
        var tryOnline: TryOnlineContext?
        /// For an example that must not compile, the command that shows what the compiler says,
        /// from the examples' package (`ExamplesPackage.refusedCommand`); none for several modules.
        var command: String?
        /// Its folder in the repository, when `Content/site.yml` names one.
        var source: String?

        static let fields: [String: TemplateField<Self>] = [
            "name": .value { $0.name },
            "runs": .value { $0.runs },
            "section": .value { $0.section },
            "sectionHref": .value { $0.sectionHref },
            "first": .value { $0.first },
            "alsoIn": .each { $0.alsoIn },
            "hasOthers": .value { !$0.alsoIn.isEmpty },
            "tryOnline": .optional { $0.tryOnline },
            "command": .value { $0.command },
            "source": .value { $0.source },
        ]
    }

    /// Another chapter that shows an example.
    struct Place: TemplateContext {
        var chapter: String
        var href: String
        var last: Bool

        static let fields: [String: TemplateField<Self>] = [
            "chapter": .value { $0.chapter },
            "href": .value { $0.href },
            "last": .value { $0.last },
        ]
    }

    /// The id of a chapter's group on the examples page.
    static func groupID(_ slug: String) -> String { "chapter-\(slug)" }
}

extension ExamplesContext {
    init(_ chapters: [RenderedChapter], tryOnline: [String: TryOnline] = [:], commands: [String: String] = [:]) {
        var shownIn: [String: [RenderedChapter]] = [:]
        for rendered in chapters {
            for shown in rendered.examplesShown { shownIn[shown.name, default: []].append(rendered) }
        }
        var seen = Set<String>()
        self.chapters = chapters.compactMap { rendered in
            guard !rendered.examplesShown.isEmpty else { return nil }
            let page = rendered.chapter.pagePath
            let entries = rendered.examplesShown.map { shown in
                let id = rendered.headings.first { $0.text == shown.section }?.id
                let others = (shownIn[shown.name] ?? []).filter { $0.chapter.slug != rendered.chapter.slug }
                return Entry(
                    name: shown.name, runs: shown.runs, section: shown.section,
                    sectionHref: id.map { "\(page)#\($0)" } ?? page, first: seen.insert(shown.name).inserted,
                    alsoIn: others.enumerated().map { index, other in
                        Place(
                            chapter: other.chapter.metadata.title, href: other.chapter.pagePath,
                            last: index == others.count - 1)
                    }, tryOnline: tryOnline[shown.name].map(TryOnlineContext.init), command: commands[shown.name])
            }
            return Group(
                title: rendered.chapter.metadata.title, href: page, id: Self.groupID(rendered.chapter.slug),
                examples: entries)
        }
        count = seen.count
    }
}

extension ExamplesContext {
    /// Links the page to the repository's `Examples` folder and each example to its folder
    /// there, when `config` names a repository; without one the page names no repository.
    mutating func link(to config: SiteConfig) {
        examplesFolder = config.repositoryURL("tree", "Examples")
        for group in chapters.indices {
            for entry in chapters[group].examples.indices {
                let name = chapters[group].examples[entry].name
                chapters[group].examples[entry].source = config.repositoryURL("tree", "Examples/\(name)")
            }
        }
    }

    /// The digest of everything the examples page shows, with `surroundingsKey` (what every
    /// page shows around it).
    func key(surroundingsKey: String) -> String {
        MemoKey.of("examples page", Surrounded(surroundings: surroundingsKey, context: self))
    }
}

/// A page's context with the digest of what every page shows around it (`SiteLayout`).
struct Surrounded<Context: Encodable>: Encodable {
    var surroundings: String
    var context: Context
}
