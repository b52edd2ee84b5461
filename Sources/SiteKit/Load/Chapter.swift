/// One Markdown chapter from `Content/`, its front matter read.
struct Chapter: Sendable, Equatable, Codable {
    /// The file name without `.md`; the page is `<slug>.html`.
    var slug: String
    /// The source path relative to the project root, for diagnostics.
    var sourcePath: String
    var metadata: ChapterMetadata
    /// The Markdown after the front matter.
    var body: String
    /// The 1-based file line on which `body` starts; cmark's lines are offset by it.
    var bodyFirstLine: Int
    /// The file line of each `related` entry.
    var relatedLines: [String: Int]
    /// The digest of the file's bytes, which everything above is read from: what its page's key
    /// (`PageKeys`) names it by, taken once when the file is read.
    var digest: String

    init(
        slug: String, sourcePath: String, metadata: ChapterMetadata, body: String,
        bodyFirstLine: Int, relatedLines: [String: Int] = [:], digest: String = ""
    ) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.metadata = metadata
        self.body = body
        self.bodyFirstLine = bodyFirstLine
        self.relatedLines = relatedLines
        self.digest = digest
    }

    /// The page this chapter is published as, relative to the site root.
    var pagePath: String { "\(slug).html" }

    /// Converts a 1-based line of `body` (as cmark reports it) to a line of the file.
    func fileLine(bodyLine: Int) -> Int { bodyLine + bodyFirstLine - 1 }

    /// The 1-based column, counted in characters, where `text` first stands on file line
    /// `line` as a word of its own (after a space or a backtick); `nil` when it is not there.
    func column(of text: String, onFileLine line: Int) -> Int? {
        guard !text.isEmpty, line >= bodyFirstLine else { return nil }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - bodyFirstLine)
        guard let found = lines.popFirst() else { return nil }
        var searched = found[...]
        while let range = searched.range(of: text) {
            let before = range.lowerBound == found.startIndex ? nil : found[found.index(before: range.lowerBound)]
            if before == nil || before == " " || before == "`" {
                return found.distance(from: found.startIndex, to: range.lowerBound) + 1
            }
            searched = found[range.upperBound...]
        }
        return nil
    }

    /// A problem found in a fence opening on file line `line`, at its file line and column: an
    /// option's column as its problem says, and the opening fence's own problems (`line` 0) at
    /// the first of `words` found on it.
    func diagnostic(_ problem: Problem, fenceLine line: Int, words: [String] = []) -> Diagnostic {
        let onFence = problem.line == 0 ? words.lazy.compactMap { self.column(of: $0, onFileLine: line) }.first : nil
        return Diagnostic(
            file: sourcePath, line: line + problem.line, column: problem.column ?? onFence, message: problem.message,
            hint: problem.hint)
    }
}
