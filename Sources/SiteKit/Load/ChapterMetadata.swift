/// What a chapter's front matter declares about it.
public struct ChapterMetadata: Sendable, Equatable {
    public var title: String
    /// One sentence saying what the pattern is for; shown on the home page.
    public var intent: String
    /// Groups chapters on the home page and in the sidebar (`Creational`, `Behavioural`, ...).
    public var category: String
    /// Position inside the category.
    public var order: Int
    /// Slugs of related chapters; every relation must be declared on both chapters.
    public var related: [String]
    /// The at-a-glance answers, as Markdown.
    public var glance: Glance

    public init(
        title: String, intent: String, category: String, order: Int, related: [String],
        glance: Glance
    ) {
        self.title = title
        self.intent = intent
        self.category = category
        self.order = order
        self.related = related
        self.glance = glance
    }
}

/// The at-a-glance box every pattern chapter opens with. Each answer is short Markdown.
public struct Glance: Sendable, Equatable {
    public var what: String
    public var benefits: String
    public var useWhen: String
    public var avoidWhen: String
    public var rightWhen: String
    public var pitfalls: String

    /// Front matter keys, in the order the box shows them, with the question each answers.
    public static let questions: [(key: String, question: String)] = [
        ("what", "What is it?"),
        ("benefits", "What are the benefits?"),
        ("use-when", "When should you use it?"),
        ("avoid-when", "When should you avoid it?"),
        ("right-when", "How do you know it's right?"),
        ("pitfalls", "What are the common pitfalls?"),
    ]

    public init(
        what: String, benefits: String, useWhen: String, avoidWhen: String, rightWhen: String,
        pitfalls: String
    ) {
        self.what = what
        self.benefits = benefits
        self.useWhen = useWhen
        self.avoidWhen = avoidWhen
        self.rightWhen = rightWhen
        self.pitfalls = pitfalls
    }

    /// The answers in the order of `questions`.
    public var answers: [String] { [what, benefits, useWhen, avoidWhen, rightWhen, pitfalls] }
}
