import Foundation
import Testing

@testable import SiteKit

/// The EPUB of a small project in a temporary folder: the same bytes for the same sources,
/// and an edited chapter changes only its own document and the navigation.
@Suite("EPUB edition, incremental", .serialized)
struct EbookIncrementalTests {
    func cachedGenerator(_ project: FixtureProject) async throws -> SiteGenerator {
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: project.layout, swift: generator.swift)
        return generator
    }

    /// The entries whose bytes differ between two books, or that only one has.
    func changedEntries(_ a: Data, _ b: Data) -> Set<String> {
        let left = Dictionary(StoredZip(a).entries.map { ($0.name, $0.data) }, uniquingKeysWith: { x, _ in x })
        let right = Dictionary(StoredZip(b).entries.map { ($0.name, $0.data) }, uniquingKeysWith: { x, _ in x })
        return Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }
    }

    @Test("The same sources give the same bytes; an edit changes its chapter's document and the navigation only")
    func edits() async throws {
        let project = try FixtureProject(files: CacheIncrementalTests.files())
        let first = try await cachedGenerator(project).ebook()
        #expect(first.documentsMade == ["a", "b"])
        #expect(EbookTests.malformedDocuments(StoredZip(first.data)) == [])

        // Again, from the cache; and again with no cache at all: the same bytes.
        let again = try await cachedGenerator(project).ebook()
        #expect(again.documentsMade == [])
        #expect(again.data == first.data)
        let uncached = try await project.generator().ebook()
        #expect(uncached.documentsMade == ["a", "b"])
        #expect(uncached.data == first.data)

        // Chapter b gets a new section: its document and the contents change, nothing else.
        try project.write(
            "Content/b.md",
            try project.read("Content/b.md").replacingOccurrences(
                of: "Text.", with: "Edited text.\n\n## A new section\n\nMore."))
        let edited = try await cachedGenerator(project).ebook()
        #expect(edited.documentsMade == ["b"])
        #expect(changedEntries(first.data, edited.data) == ["EPUB/chapters/b.xhtml", "EPUB/nav.xhtml"])
        let nav = try #require(StoredZip(edited.data)["EPUB/nav.xhtml"])
        #expect(nav.contains("chapters/b.xhtml#a-new-section"))

        // A site build writes the same book into Site/, and `site check` makes it too.
        let built = try await cachedGenerator(project).build()
        #expect(built.report.filesWritten.contains(edited.path))
        #expect(project.siteSnapshot()[edited.path] == edited.data)
        let generator = try await cachedGenerator(project)
        let site = try await generator.generate().files
        #expect(site[edited.path] == edited.data)
        #expect(SiteChecker(generator: generator).stalePages(site).isEmpty)

        // The output on the page is the output in the book.
        let page = String(decoding: try #require(site["b.html"]), as: UTF8.self)
        let document = try #require(StoredZip(edited.data)["EPUB/chapters/b.xhtml"])
        #expect(!EbookTests.stdoutBlocks(page).isEmpty)
        #expect(EbookTests.stdoutBlocks(document) == EbookTests.stdoutBlocks(page))
    }

    @Test(
        "epubcheck reports no error and no warning on a book with every kind of block",
        .enabled("needs epubcheck (apt-get install epubcheck); CI installs it") { EbookTests.epubcheck != nil })
    func fixtureIsValid() async throws {
        let project = try FixtureProject(files: CatalogueFixture.files)
        let book = try await project.generator().ebook()
        let problems = try await EbookTests.epubcheckProblems(book.data, name: "fixture.epub")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // The crash, the transcript's input and the not-compiled listing are all there.
        let document = try #require(StoredZip(book.data)["EPUB/chapters/hello.xhtml"])
        #expect(document.contains("class=\"output failed\"") && document.contains("class=\"stdin\""))
        #expect(document.contains("not-compiled"))
        #expect(document.contains("<a href=\"other.xhtml#details\">"))
    }
}
