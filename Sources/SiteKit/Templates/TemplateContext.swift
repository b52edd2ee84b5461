import Mustache

/// A value a theme template is rendered with.
///
/// `fields` is the one list of the names a template can use with it. The template engine reads
/// the value through that list (answering directly spares Mustache reflecting every value
/// of every page with `Mirror`), and every template is
/// checked against the same list when the theme is loaded (`TemplateCheck`), so a name that a
/// template uses and its context lacks is a located error instead of an empty spot on a page.
protocol TemplateContext: MustacheParent, SendableMetatype, Encodable {
    static var fields: [String: TemplateField<Self>] { get }
}

extension TemplateContext {
    func child(named name: String) -> Any? {
        Self.fields[name]?.read(self)
    }

    /// Each name, with the context a section over it renders its content with, if any.
    static var names: [String: (any TemplateContext.Type)?] {
        fields.mapValues(\.nested)
    }
}

/// How a template reads one name of its context.
struct TemplateField<Context>: Sendable {
    let read: @Sendable (Context) -> Any?
    /// What a section over this name renders its content with, when the value is a context of
    /// its own (or a list or an optional of them) rather than text, a number or a flag.
    let nested: (any TemplateContext.Type)?

    /// Text, a number, a flag, or a list of texts (each one `{{.}}` inside the section).
    static func value(_ read: @escaping @Sendable (Context) -> Any?) -> Self {
        Self(read: read, nested: nil)
    }

    /// Contexts of their own, which a section renders one after the other.
    static func each<Element: TemplateContext>(_ read: @escaping @Sendable (Context) -> [Element]) -> Self {
        Self(read: { read($0) }, nested: Element.self)
    }

    /// A context of its own, or nothing: a section shows it only when it is there.
    static func optional<Element: TemplateContext>(_ read: @escaping @Sendable (Context) -> Element?) -> Self {
        Self(read: { read($0) }, nested: Element.self)
    }
}
