/// A chapter turned into HTML, with what the layout and the checks need to know about it.
public struct RenderedChapter: Sendable {
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var text: String
        public var id: String
    }

    /// A link from this chapter to a chapter page, checked once every chapter is rendered.
    public struct ChapterLink: Sendable, Equatable {
        public var slug: String
        public var fragment: String?
        public var line: Int
    }

    public var chapter: Chapter
    /// The body's HTML, without the page around it.
    public var html: String
    /// The at-a-glance answers as HTML, in `Glance.questions` order.
    public var glanceHTML: [String]
    public var headings: [Heading]
    public var links: [ChapterLink]
    /// Examples whose output the chapter shows, for the "run it yourself" lines.
    public var examplesRun: [String]
    /// An example the chapter shows, and the heading of the section it first appears in.
    public struct ExampleShown: Sendable, Equatable, Codable {
        public var name: String
        public var section: String
        /// `false` for an example that must not compile, which `swift run` cannot run.
        public var runs = true
    }
    /// Every example the chapter shows, in order, for the examples page.
    public var examplesShown: [ExampleShown] = []
    /// The chapter's entry in the search index: its text by section, as JSON, and its words
    /// with where they are (see `SearchIndex.entry`).
    public var searchEntry: String
    /// The chapter's section of the print page.
    public var printSection = ""
}
