import Foundation
import Testing

@testable import SiteKit

/// Characters that hide, or that XML cannot carry: refused in what an author writes (the text
/// of a chapter, and what its front matter's YAML escapes decode to), shown by their code
/// point in what a program prints, and never written into the EPUB.
@Suite("Hidden characters")
struct HiddenCharactersTests {
    func failure(_ files: [String: String]) async throws -> [Diagnostic] {
        let project = try FixtureProject(files: files)
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics
        }
    }

    @Test(
        "zero-width space, word joiner, soft hyphen, a tag character and a Hangul filler in prose: each refused where it is",
        arguments: ["\u{200B}", "\u{2060}", "\u{AD}", "\u{E0041}", "\u{3164}"])
    func inProse(character: String) async throws {
        let found = try await failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nA word\(character)here.\n")
        ])
        let scalar = try #require(character.unicodeScalars.first)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("U+\(HTML.hex(scalar))") == true, "\(found)")
        #expect(found.first?.column == 7, "\(found)")
    }

    @Test("a YAML escape in the front matter that decodes to a direction override is refused at its line")
    func decodedFrontMatter() async throws {
        let chapter = FixtureProject.chapter(title: "One", body: "\nText.\n").replacingOccurrences(
            of: "title: One", with: #"title: "Observer \u202Etxt.exe""#)
        let found = try await failure(["Content/one.md": chapter])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.line == 2 && found.first?.message.contains("U+202E") == true, "\(found)")
    }

    @Test("U+FFFE and a zero-width space in a program's output: shown by code point on the page, and the EPUB parses")
    func inOutput() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Odd\n```\n"),
            "Examples/Odd/main.swift": #"print("a\u{FFFE}b\u{200B}c")"# + "\n",
        ])
        try await project.generator().build()
        let page = try project.read("Site/one.html")
        #expect(page.contains("a\u{27E8}U+FFFE\u{27E9}b\u{27E8}U+200B\u{27E9}c"))
        #expect(!page.unicodeScalars.contains("\u{FFFE}"))
        let book = try await project.generator().ebook()
        #expect(book.chapterCount == 1)
    }

    @Test("an entity in prose that would decode to U+FFFE or a control character is refused where it is")
    func entityInProse() async throws {
        let found = try await failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nAn odd &#xFFFE; and &#1; here.\n")
        ])
        #expect(found.map(\.column) == [8, 21], "\(found)")
        #expect(found.allSatisfy { $0.message.contains("&#") }, "\(found)")
    }

    @Test("no document of the EPUB holds a character XML refuses: the last guard finds one")
    func xmlGuard() {
        #expect(EbookEdition.characterXMLRefuses(in: "plain <p>text</p>\t\n") == nil)
        #expect(EbookEdition.characterXMLRefuses(in: "a\u{FFFE}b") == "\u{FFFE}")
        #expect(EbookEdition.characterXMLRefuses(in: "a\u{1}b") == "\u{1}")
    }
}
