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

    init(
        slug: String, sourcePath: String, metadata: ChapterMetadata, body: String,
        bodyFirstLine: Int, relatedLines: [String: Int] = [:]
    ) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.metadata = metadata
        self.body = body
        self.bodyFirstLine = bodyFirstLine
        self.relatedLines = relatedLines
    }

    /// The page this chapter is published as, relative to the site root.
    var pagePath: String { "\(slug).html" }

    /// Converts a 1-based line of `body` (as cmark reports it) to a line of the file.
    func fileLine(bodyLine: Int) -> Int { bodyLine + bodyFirstLine - 1 }
}
