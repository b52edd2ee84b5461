/// What rendering one chapter has collected besides its HTML, as its nodes are visited in
/// order: problems, headings, links, the examples shown and run, and the search text.
struct ChapterRendering {
    let chapter: Chapter
    var problems = DiagnosticCollector()
    var headings: [RenderedChapter.Heading] = []
    var links: [RenderedChapter.ChapterLink] = []
    var examplesRun: [String] = []
    /// Each example the chapter shows (code, output or diagram), with the section it first
    /// appears in.
    var examplesShown: [RenderedChapter.ExampleShown] = []
    /// Examples whose lines a `compare` column's compiler message cites: their whole programs
    /// are numbered as the files are, so "main.swift:17:19" can be found.
    var citedInComparisons: Set<String> = []
    /// Search text, one section per heading; the first is the text before any heading, after
    /// the intent and the glance box's answers. The words of a paragraph are kept as they
    /// are written (`*not*,` stays "not,"), blocks are set apart by a space, and a heading's
    /// own words are its section's heading, not the start of its text: snippets read as text.
    var sections: [SearchIndex.Section]
    var separator = " "
    private var section = ""
    private var inHeading = false
    private var headingIDs = HeadingIDs(reserved: ChapterRenderer.reservedIDs)

    init(chapter: Chapter) {
        self.chapter = chapter
        let glanceText = chapter.metadata.glance.answers.map { answer in
            let answerDocument = MarkdownDocument(answer)
            return withExtendedLifetime(answerDocument) { answerDocument.nodes.first?.plainText ?? "" }
        }
        sections = [
            .init(
                heading: chapter.metadata.title, id: nil,
                text: ([chapter.metadata.intent] + glanceText).joined(separator: " "))
        ]
    }

    mutating func report(_ line: Int, _ problem: Problem) {
        problems.report(Diagnostic(file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
    }

    /// Notes that the chapter shows example `name` (whose program `runs` unless it must not
    /// compile), in the current section if it is the first time.
    mutating func shows(_ name: String, runs: Bool) {
        if !examplesShown.contains(where: { $0.name == name }) {
            examplesShown.append(.init(name: name, section: section, runs: runs))
        }
    }

    mutating func runs(_ name: String) {
        if !examplesRun.contains(name) { examplesRun.append(name) }
    }

    /// A block starts: its text is set apart from the text before.
    mutating func startBlock() {
        separator = " "
        inHeading = false
    }

    /// A heading starts a section; its id.
    mutating func startSection(_ text: String, level: Int) -> String {
        section = text
        let id = headingIDs.id(for: text)
        headings.append(.init(level: level, text: text, id: id))
        sections.append(.init(heading: text, id: id, text: ""))
        inHeading = true
        return id
    }

    /// Adds a block of code or program output to the current section: shown in its excerpt,
    /// and weighed below prose (`SearchIndex.Section.code`).
    mutating func indexCode(_ text: String) {
        sections[sections.count - 1].text += " " + text
        sections[sections.count - 1].code += " " + text
    }

    /// Adds a listing's file name and slice name to the current section: found by their words,
    /// which its excerpt does not show.
    mutating func indexListing(path: String, slice: String?) {
        sections[sections.count - 1].keywords += " " + path + " " + (slice ?? "")
        if !sections[sections.count - 1].files.contains(path) { sections[sections.count - 1].files.append(path) }
    }

    /// Adds a piece of a paragraph's text, unless it is a heading's own words.
    mutating func indexInline(_ text: String) {
        guard !inHeading else { return }
        sections[sections.count - 1].text += separator + text
        separator = ""
    }
}
