/// A chapter turned into HTML, with what the layout and the checks need to know about it.
struct RenderedChapter: Sendable {
    struct Heading: Sendable, Equatable, Codable {
        var level: Int
        var text: String
        var id: String
    }

    /// A link from this chapter to a chapter page, checked once every chapter is rendered.
    struct ChapterLink: Sendable, Equatable, Codable {
        var slug: String
        var fragment: String?
        var line: Int
    }

    var chapter: Chapter
    /// The body's HTML, without the page around it.
    var html: String {
        get { htmlText.string }
        set { htmlText = StoredText(newValue) }
    }
    /// The at-a-glance answers as HTML, in `Glance.questions` order.
    var glanceHTML: [String] {
        get { glanceTexts.map(\.string) }
        set { glanceTexts = newValue.map(StoredText.init) }
    }
    var headings: [Heading]
    var links: [ChapterLink]
    /// The programs the chapter shows that build and run, in order of appearance, for the "run
    /// it yourself" lines.
    var examplesRun: [String]
    /// An example the chapter shows, and the heading of the section it first appears in.
    struct ExampleShown: Sendable, Equatable, Codable {
        var name: String
        var section: String
        /// `false` for an example that must not compile, which `swift run` cannot run.
        var runs = true
    }
    /// Every example the chapter shows, in order, for the examples page.
    var examplesShown: [ExampleShown] = []
    /// The chapter's entry in the search index: its text by section, as JSON, and its words
    /// with where they are (see `SearchIndex.entry`).
    var searchEntry: String {
        get { searchText.string }
        set { searchText = StoredText(newValue) }
    }
    // The texts as stored: a page taken from the cache keeps them as bytes until read.
    var htmlText: StoredText
    var glanceTexts: [StoredText]
    var searchText: StoredText
    /// The chapter's section of the print page: as the cache kept it, or, for a chapter
    /// rendered in this build, made from `html` when read (`PrintPage.section`).
    var printText: StoredText

    init(
        chapter: Chapter, html: String, glanceHTML: [String], headings: [Heading], links: [ChapterLink],
        examplesRun: [String], examplesShown: [ExampleShown] = [], searchEntry: String, printedLength: Int? = nil
    ) {
        // The print page shows the first `printedLength` bytes of the HTML: the whole programs
        // after them are for reading on screen.
        let (htmlText, glanceTexts) = (StoredText(html), glanceHTML.map(StoredText.init))
        let printed = printedLength ?? html.utf8.count
        self.init(
            chapter: chapter, htmlText: htmlText, glanceTexts: glanceTexts,
            headings: headings, links: links, examplesRun: examplesRun, examplesShown: examplesShown,
            searchText: StoredText(searchEntry),
            printText: StoredText {
                PrintPage.section(
                    chapter,
                    html: htmlText.withUTF8 {
                        String(decoding: UnsafeBufferPointer(rebasing: $0.prefix(printed)), as: UTF8.self)
                    }, glance: glanceTexts.map(\.string))
            })
    }

    init(
        chapter: Chapter, htmlText: StoredText, glanceTexts: [StoredText], headings: [Heading], links: [ChapterLink],
        examplesRun: [String], examplesShown: [ExampleShown], searchText: StoredText, printText: StoredText
    ) {
        self.chapter = chapter
        self.htmlText = htmlText
        self.glanceTexts = glanceTexts
        self.headings = headings
        self.links = links
        self.examplesRun = examplesRun
        self.examplesShown = examplesShown
        self.searchText = searchText
        self.printText = printText
    }
}
