import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The catalogue's own EPUB, made from this repository's chapters with the results the
/// committed site was built from (a temporary cache, so the project's own is not touched; the
/// examples an earlier `swift run site` compiled run where a result is missing).
@Suite("EPUB edition of the catalogue")
struct EbookCatalogueTests {
    static let book: Task<EbookOutput, Error> = Task {
        let root = BrowserTools.repositoryRoot
        let project = ProjectLayout(root: root)
        var generator = SiteGenerator(project: project, theme: try Theme.bundled())
        generator.prebuiltExamples = root.appendingPathComponent("Examples/.build/debug")
        let real = await SiteCache.open(project: project, swift: generator.swift)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epub-cache-\(UUID().uuidString)")
        generator.cache = SiteCache(store: CacheStore(folder: folder), toolchain: real.toolchain)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await generator.ebook()
    }

    @Test(
        "epubcheck reports no error and no warning on the catalogue's EPUB",
        .enabled("needs epubcheck (apt-get install epubcheck); CI installs it") { EbookTests.epubcheck != nil })
    func epubcheck() async throws {
        let book = try await Self.book.value
        let problems = try await EbookTests.epubcheckProblems(book.data, name: "swift-design-patterns.epub")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("Every chapter is in the book in catalogue order, every document well-formed, mimetype first and stored")
    func contents() async throws {
        let book = try await Self.book.value
        let zip = StoredZip(book.data)
        #expect(zip.names.first == "mimetype")
        #expect(zip["mimetype"] == "application/epub+zip")
        #expect(zip.entries.allSatisfy { $0.method == 0 })
        #expect(EbookTests.malformedDocuments(zip) == [])
        let chapters = zip.names.filter { $0.hasPrefix("EPUB/chapters/") }
        #expect(chapters.count == book.chapterCount && book.chapterCount >= 40)
        let nav = try #require(zip["EPUB/nav.xhtml"])
        for name in chapters { #expect(nav.contains("href=\"\(name.dropFirst("EPUB/".count))\"")) }
        let title = try #require(zip["EPUB/title.xhtml"])
        #expect(title.contains("Swift version") && title.contains("Target: "))
        // No scripts, no page colours.
        #expect(!zip.entries.contains { String(decoding: $0.data, as: UTF8.self).contains("<script") })
        let css = try #require(zip["EPUB/style.css"])
        // (A highlight's default background is taken away, never given one.)
        #expect(css.replacingOccurrences(of: "background: none", with: "").contains("background") == false)
    }

    @Test("A chapter's output blocks in the EPUB are the output blocks of its page in Site/")
    func outputMatchesPage() async throws {
        let book = try await Self.book.value
        let zip = StoredZip(book.data)
        var compared = 0
        for slug in ["observer", "singleton", "iterator"] {
            let page = try String(
                contentsOf: BrowserTools.site.appendingPathComponent("\(slug).html"), encoding: .utf8)
            let document = try #require(zip["EPUB/chapters/\(slug).xhtml"])
            let onPage = EbookTests.stdoutBlocks(page)
            #expect(!onPage.isEmpty)
            #expect(EbookTests.stdoutBlocks(document) == onPage, "\(slug)")
            // The book says where its outputs came from as the page does: once, at the top.
            let said = page.firstMatch(of: /<p class="chapter-provenance">[^<]*<\/p>/).map { String($0.0) }
            #expect(said != nil && document.components(separatedBy: said ?? "-").count == 2, "\(slug)")
            #expect(!document.contains("<p class=\"provenance\">Swift"), "\(slug): a block repeats the toolchain")
            compared += onPage.count
        }
        #expect(compared > 3)
    }
}
