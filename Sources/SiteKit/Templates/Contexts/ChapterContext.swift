/// What `chapter.mustache` is given: a rendered chapter and where it stands in the catalogue.
struct ChapterContext: TemplateContext {
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
    /// The examples it runs, each with its "Try it online" link if it has one.
    var runs: [RunContext]
    var previous: LinkContext?
    var next: LinkContext?
    /// Where to edit the chapter's source, when a repository is configured.
    var editURL: String?
    /// Where to read the chapter's source, when a repository is configured.
    var sourceURL: String?
    /// The chapter's examples on the examples page.
    var examplesHref = "examples.html"
    /// Where the examples' package is offered (`SiteConfig.examplesDownload`).
    var download = ""
    /// A draft, which only the preview shows.
    var draft = false

    static let fields: [String: TemplateField<Self>] = [
        "title": .value { $0.title },
        "intent": .value { $0.intent },
        "category": .value { $0.category },
        "positionInCategory": .value { $0.positionInCategory },
        "categoryCount": .value { $0.categoryCount },
        "position": .value { $0.position },
        "chapterCount": .value { $0.chapterCount },
        "glance": .each { $0.glance },
        "related": .each { $0.related },
        "hasToc": .value { $0.hasToc },
        "toc": .each { $0.toc },
        "body": .value { $0.body },
        "hasRuns": .value { $0.hasRuns },
        "runs": .each { $0.runs },
        "previous": .optional { $0.previous },
        "next": .optional { $0.next },
        "editURL": .value { $0.editURL },
        "sourceURL": .value { $0.sourceURL },
        "examplesHref": .value { $0.examplesHref },
        "download": .value { $0.download },
        "draft": .value { $0.draft },
    ]

    /// One question of the at-a-glance box, with its answer as HTML.
    struct GlanceEntry: TemplateContext {
        var question: String
        var answer: String

        static let fields: [String: TemplateField<Self>] = [
            "question": .value { $0.question },
            "answer": .value { $0.answer },
        ]
    }

    /// A heading in "On this page"; `sub` for a level-3 heading. A level-2 heading holds the
    /// level-3 headings under it (`subs`), so that a list in columns keeps them together.
    struct TocEntry: TemplateContext {
        var text: String
        var id: String
        var sub: Bool
        var subs: [TocEntry] = []

        static let fields: [String: TemplateField<Self>] = [
            "text": .value { $0.text },
            "id": .value { $0.id },
            "sub": .value { $0.sub },
            "hasSubs": .value { !$0.subs.isEmpty },
            "subs": .each { $0.subs },
        ]

        /// Level-2 and level-3 headings as a two-level list: each level-3 heading goes under
        /// the level-2 heading before it (one before any level-2 heading stays at the top).
        static func nested(_ headings: [RenderedChapter.Heading]) -> [TocEntry] {
            var entries: [TocEntry] = []
            for heading in headings where heading.level == 2 || heading.level == 3 {
                let entry = TocEntry(text: heading.text, id: heading.id, sub: heading.level == 3)
                if entry.sub, let last = entries.indices.last, !entries[last].sub {
                    entries[last].subs.append(entry)
                } else {
                    entries.append(entry)
                }
            }
            return entries
        }
    }
}
