/// What a chapter's front matter declares about it.
struct ChapterMetadata: Sendable, Equatable, Codable {
    var title: String
    /// One sentence saying what the pattern is for; shown on the home page.
    var intent: String
    /// Groups chapters on the home page and in the sidebar (declared in `Content/site.yml`).
    var category: String
    /// Position inside the category.
    var order: Int
    /// Slugs of related chapters; every relation must be declared on both chapters.
    var related: [String]
    /// The at-a-glance answers, as Markdown.
    var glance: Glance
    /// Marked `draft: true`: shown by the preview, left out of `Site/`, refused by `site check`.
    /// Only its title and category are required; what is missing shows as not written yet.
    var draft = false
}

/// What a build does with draft chapters.
package enum DraftPolicy: Sendable {
    /// Left out, with a warning at each: `swift run site`.
    case leaveOut
    /// Shown, marked as drafts: the preview.
    case include
    /// An error at each: `site check`, so that no draft is published by accident.
    case refuse
}

/// The at-a-glance box every pattern chapter opens with. Each answer is short Markdown.
struct Glance: Sendable, Equatable, Codable {
    var what: String
    var benefits: String
    var useWhen: String
    var avoidWhen: String
    var rightWhen: String
    var pitfalls: String

    /// Front matter keys, in the order the box shows them, with the question each answers.
    static let questions: [(key: String, question: String)] = [
        ("what", "What is it?"),
        ("benefits", "What are the benefits?"),
        ("use-when", "When should you use it?"),
        ("avoid-when", "When should you avoid it?"),
        ("right-when", "How do you know it's right?"),
        ("pitfalls", "What are the common pitfalls?"),
    ]

    init(
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
    var answers: [String] { [what, benefits, useWhen, avoidWhen, rightWhen, pitfalls] }
}
