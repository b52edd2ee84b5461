import Foundation

/// The book's introduction, `Content/index.md`: plain CommonMark (no front matter), shown on
/// the home page above the chapters. Chapters link to its sections as to any chapter's, as
/// `[the introduction](index.md#a-heading)`, so something every chapter relies on is said once.
struct Introduction: Sendable, Equatable {
    static let path = "Content/index.md"
    static let slug = "index"

    var markdown: String

    /// What a rendering gives: the HTML, its headings' ids, and the problems of its links.
    struct Rendered: Sendable {
        var html: String
        var ids: [String]
        var problems: [Diagnostic]
    }

    /// Reads `Content/index.md`; `nil` when there is none. Every problem is located.
    static func load(_ project: ProjectLayout) throws(BuildFailure) -> Introduction? {
        let file = project.content.appendingPathComponent("index.md").path
        guard FileManager.default.fileExists(atPath: file) || ProjectLinks.problem(at: file, shownAs: path) != nil
        else { return nil }
        if let problem = ProjectLinks.problem(at: file, shownAs: path) { throw BuildFailure([problem]) }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw BuildFailure([
                Diagnostic(file: path, message: "cannot read the file", hint: "make it readable (chmod u+r)")
            ])
        }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = data.starts(with: bom) ? data.dropFirst(3) : data
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = ChapterLoader.firstInvalidUTF8(in: bytes)
            throw BuildFailure([
                Diagnostic(
                    file: path, line: line, column: column, message: "the introduction is not valid UTF-8",
                    hint: "save the file as UTF-8 in your editor")
            ])
        }
        let hidden = ChapterLoader.hiddenCharacters(in: text, file: path)
        guard hidden.isEmpty else { throw BuildFailure(hidden) }
        if text.hasPrefix("---\n") || text.hasPrefix("---\r\n") {
            throw BuildFailure([
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: "index.md is the book's introduction, shown on the home page, and has no front matter",
                    hint: "remove the front matter, or give the chapter another file name")
            ])
        }
        return Introduction(markdown: text)
    }

    /// The introduction as HTML: headings with ids, links to chapters (`observer.md`) made
    /// links to their pages, each broken one a problem at its line.
    func rendered(slugs: Set<String>) -> Rendered {
        let document = MarkdownDocument(markdown)
        var ids = HeadingIDs(reserved: ChapterRenderer.reservedIDs)
        var rendered = Rendered(html: "", ids: [], problems: [])
        for node in document.nodes {
            switch node.kind {
            case .heading:
                let id = ids.id(for: node.plainText)
                rendered.ids.append(id)
                let level = node.headingLevel
                document.wrapChildren(
                    of: node, before: "<h\(level) id=\"\(id)\">",
                    after: "<a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
                )
            case .link, .image:
                switch ChapterLinkRewriter.rewrite(node.url, slugs: slugs) {
                case .chapter(_, _, let url): node.url = url
                case .broken(let message, let hint):
                    rendered.problems.append(
                        Diagnostic(file: Self.path, line: node.startLine, message: message, hint: hint))
                case .unchanged, .anchor: break
                }
            default:
                break
            }
        }
        rendered.html = document.renderHTML()
        return rendered
    }
}
