import Foundation
import Testing

@testable import SiteKit

/// The EPUB edition as a reader of the published site gets it: every build writes it into
/// `Site/downloads/`, the home page links to it, a build that changes nothing leaves it as it
/// is, an edit changes it, and `site check` finds it stale like any page. Each on a book made
/// by `site init` in a temporary folder.
@Suite("EPUB edition in Site/", .serialized)
struct EbookDownloadTests {
    static let bookPath = "downloads/swift-for-teams.epub"

    /// A new book, as `site init` makes it.
    func newBook() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
            .appendingPathComponent("swift-for-teams")
        try NewBook(folder: root).create()
        return root
    }

    /// A generator with the book's own cache, as `swift run site` has.
    func generator(_ root: URL, cached: Bool = true) async throws -> SiteGenerator {
        var generator = SiteGenerator(project: ProjectLayout(root: root), theme: try Theme.forBook(at: root))
        if cached { generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift) }
        return generator
    }

    func book(_ root: URL) -> URL { root.appendingPathComponent("Site/" + Self.bookPath) }

    func edit(_ root: URL, chapter: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(chapter)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "the chapter to edit says '\(old)'")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test("a build writes the EPUB into Site/downloads/, a valid book, and the home page links to it with its size")
    func homePageLinksToTheBook() async throws {
        let root = try newBook()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try await generator(root).build()
        let data = try Data(contentsOf: book(root))
        // `mimetype` first and stored, so a reader can tell the file is an EPUB from its first bytes.
        let zip = StoredZip(data)
        #expect(zip.entries.first?.name == "mimetype" && zip.entries.first?.method == 0)
        #expect(zip["mimetype"] == "application/epub+zip")
        #expect(zip.entries.allSatisfy { $0.method == 0 }, "every entry stored, so git deltas the committed book")
        #expect(zip.names.contains("EPUB/chapters/first-steps.xhtml"))
        #expect(EbookTests.malformedDocuments(zip) == [])
        if EbookTests.epubcheck != nil {
            let problems = try await EbookTests.epubcheckProblems(data, name: "swift-for-teams.epub")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
        // The home page offers that file, relative, so it downloads from disk too, with its size.
        let home = try String(contentsOf: root.appendingPathComponent("Site/index.html"), encoding: .utf8)
        let size = EbookDownload(path: Self.bookPath, bytes: data.count).size
        #expect(
            home.contains(
                "<a class=\"ebook-download\" href=\"\(Self.bookPath)\" type=\"application/epub+zip\" download>"
                    + "Download the EPUB</a> (\(size))"), "\(home)")
        #expect(!home.contains("swift run site epub"), "no maintainer's instructions on the reader's page")
        // The book that `site epub`'s in-memory maker makes is the one in Site/.
        #expect(try await generator(root).ebook().data == data)
    }

    @Test("a build with nothing changed keeps the EPUB's bytes and time; an edited chapter changes it")
    func keptUntilAnEdit() async throws {
        let root = try newBook()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try await generator(root).build()
        let first = try Data(contentsOf: book(root))
        let stamp = try #require(FileStamp(path: book(root).path))

        // Nothing changed, with the cache and without it: the file is not written again.
        let again = try await generator(root).build()
        #expect(!again.report.filesWritten.contains(Self.bookPath))
        try await generator(root, cached: false).build()
        #expect(FileStamp(path: book(root).path) == stamp)
        #expect(try Data(contentsOf: book(root)) == first)

        // A page deleted by hand is written again, and the book, whose inputs are unchanged, is
        // kept without being made.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Site/first-steps.html"))
        let repaired = try await generator(root).build()
        #expect(repaired.report.filesWritten == ["first-steps.html"])
        #expect(repaired.report.ebookDocumentsMade == nil)
        #expect(FileStamp(path: book(root).path) == stamp)

        // An edit to the chapter's prose: one document converted, a new book written.
        try edit(
            root, chapter: "Content/first-steps.md", replacing: "## What it printed",
            with: "A paragraph added by the test.\n\n## What it printed")
        let edited = try await generator(root).build()
        #expect(edited.report.filesWritten.contains(Self.bookPath))
        #expect(edited.report.ebookDocumentsMade == 1)
        let after = try Data(contentsOf: book(root))
        #expect(after != first)
        #expect(StoredZip(after)["EPUB/chapters/first-steps.xhtml"]?.contains("A paragraph added by the test.") == true)
    }

    @Test("site check fails when the committed EPUB is not the one a build makes, naming it")
    func checkFindsAStaleBook() async throws {
        let root = try newBook()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try await generator(root).build()
        let before = try Data(contentsOf: book(root))
        try edit(
            root, chapter: "Content/first-steps.md", replacing: "## What it printed",
            with: "More.\n\n## What it printed")
        try await generator(root).build()
        // Site/ is what the build wrote, but for the book, which is the one before the edit.
        try before.write(to: book(root))
        let problems = await SiteChecker(generator: try generator(root, cached: false)).check()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.message.contains("differ or are missing: \(Self.bookPath)") == true, "\(problems)")
        #expect(problems.first?.message.contains("\(Self.bookPath) is \(before.count) bytes in Site/") == true)
        #expect(problems.first?.hint?.contains("swift run site") == true)
        // A missing book is stale too.
        try FileManager.default.removeItem(at: book(root))
        let generated = try await generator(root, cached: false).generate().files
        let missing = SiteChecker(generator: try await generator(root, cached: false)).stalePages(generated)
        #expect(missing.first?.message.contains(Self.bookPath) == true, "\(missing)")
    }
}
