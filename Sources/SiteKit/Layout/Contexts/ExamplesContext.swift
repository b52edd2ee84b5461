/// What `examples.mustache` is given: every example any chapter shows, by name, with where it
/// is shown.
struct ExamplesContext: TemplateContext {
    var examples: [Entry]

    static let fields: [String: TemplateField<Self>] = [
        "examples": .each { $0.examples },
        "count": .value { $0.examples.count },
    ]

    /// One example and the chapters that show it.
    struct Entry: TemplateContext {
        var name: String
        /// Built and run; `false` for an example that must not compile.
        var runs: Bool
        var shownIn: [Place]

        static let fields: [String: TemplateField<Self>] = [
            "name": .value { $0.name },
            "runs": .value { $0.runs },
            "shownIn": .each { $0.shownIn },
        ]
    }

    /// A chapter, and the section of it, that shows an example.
    struct Place: TemplateContext {
        var chapter: String
        var href: String
        var section: String
        var last: Bool

        static let fields: [String: TemplateField<Self>] = [
            "chapter": .value { $0.chapter },
            "href": .value { $0.href },
            "section": .value { $0.section },
            "last": .value { $0.last },
        ]
    }
}

extension ExamplesContext {
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
}

extension ExamplesContext {
    /// The digest of everything the examples page shows, with `frame` (what every page shows
    /// around it).
    func key(frame: String) -> String {
        var key = ContentKey("examples page")
        key.add(frame)
        for entry in examples {
            key.add([entry.name, entry.runs ? "runs" : "compiled only"])
            key.add(entry.shownIn.flatMap { [$0.chapter, $0.href, $0.section] })
        }
        return key.hex
    }
}
