/// A link to a chapter: a related chapter, or the previous or next one.
struct LinkContext: TemplateContext {
    var title: String
    var href: String
    /// The last of a list, which the template ends without a comma.
    var last: Bool

    static let fields: [String: TemplateField<Self>] = [
        "title": .value { $0.title },
        "href": .value { $0.href },
        "last": .value { $0.last },
    ]
}
