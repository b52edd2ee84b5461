/// A category and its chapters, in catalogue order, as the sidebar and the home page list them.
struct CategoryContext: TemplateContext {
    var name: String
    var id: String
    var chapters: [Entry]

    static let fields: [String: TemplateField<Self>] = [
        "name": .value { $0.name },
        "id": .value { $0.id },
        "chapters": .each { $0.chapters },
    ]

    /// One chapter of the category.
    struct Entry: TemplateContext {
        var title: String
        var href: String
        var intent: String

        static let fields: [String: TemplateField<Self>] = [
            "title": .value { $0.title },
            "href": .value { $0.href },
            "intent": .value { $0.intent },
        ]
    }
}
