/// One example a chapter runs, as its "Run it yourself" section lists it: the command, and a
/// "Try it online" link when the example has one (`TryOnline`).
struct RunContext: TemplateContext {
    var name: String
    var tryOnline: TryOnlineContext?
    /// Its folder in the repository, when `Content/site.yml` names one.
    var source: String?

    static let fields: [String: TemplateField<Self>] = [
        "name": .value { $0.name },
        "tryOnline": .optional { $0.tryOnline },
        "source": .value { $0.source },
    ]
}

/// A "Try it online" link as a template shows it.
struct TryOnlineContext: TemplateContext {
    var href: String
    var label: String
    var title: String

    init(_ link: TryOnline) {
        href = link.href
        label = link.label
        title = link.title
    }

    static let fields: [String: TemplateField<Self>] = [
        "href": .value { $0.href },
        "label": .value { $0.label },
        "title": .value { $0.title },
    ]
}
