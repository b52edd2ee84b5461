import Foundation
import Testing

@testable import SiteBench

/// What a reader who searches the real catalogue for an idea sees first, in headless Chromium,
/// from `Site/` on disk: the chapter about the idea before one whose code only uses its words,
/// a phrase before the words scattered, and the words that matched marked in every result.
@Suite(
    "Search ranks what a reader means",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserSearchRankingTests {
    /// The results of `query`, typed into the search box of the home page.
    static func results(of query: String) async throws -> [BrowserSearchTests.Result] {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await BrowserSearchTests.search(query, in: browser)
            return try await BrowserSearchTests.results(browser)
        }
    }

    @Test("'double dispatch' lists Visitor first, not a listing that imports Dispatch and uses Double")
    func doubleDispatchFindsVisitor() async throws {
        let found = try await Self.results(of: "double dispatch")
        #expect(found.first?.href.hasPrefix("visitor.html") == true, "\(found.prefix(3).map(\.href))")
    }

    @Test("'main actor default' lists the section that compiles a file main actor by default in the top 3")
    func mainActorDefaultFindsTheSection() async throws {
        let found = try await Self.results(of: "main actor default")
        let section = "main-actor-confinement.html#default-isolation-changes-what-a-type-is"
        let place = found.firstIndex { $0.href == section }
        #expect(
            place.map { $0 < 3 } == true, "at \(place.map { "\($0 + 1)" } ?? "none"): \(found.prefix(5).map(\.href))")
    }

    @Test("'property wrapper' ranks Accessors' section on property wrappers above Decorator's aside")
    func propertyWrapperFindsAccessors() async throws {
        let found = try await Self.results(of: "property wrapper")
        let accessors = try #require(
            found.firstIndex { $0.href == "accessors.html#property-wrappers" }, "\(found.map(\.href))")
        let decorator = found.firstIndex { $0.href.hasPrefix("decorator.html") } ?? found.count
        #expect(accessors < decorator, "\(found.prefix(5).map(\.href))")
    }

    @Test("'di' lists Dependency injection first, by its title's initials")
    func initialsFindDependencyInjection() async throws {
        let found = try await Self.results(of: "di")
        #expect(found.first?.href == "dependency-injection.html", "\(found.prefix(3).map(\.href))")
    }

    /// A result as the reader sees it: its title line and snippet, and the words marked in each.
    struct MarkedResult: Decodable {
        var href: String
        var title: String
        var snippet: String
        var titleMarks: [String]
        var snippetMarks: [String]
        /// The words marked in the file name of the listing it was found by, when it shows one.
        var fileMarks: [String]
    }

    @Test(
        "Every result marks a word of the query: in its snippet when its text has one, else in its title or listing's name",
        arguments: [
            "double dispatch", "main actor default", "property wrapper", "retain cycle", "observer", "pitfalls",
        ])
    func resultsMarkTheQuery(query: String) async throws {
        let texts = try SearchPageTexts.load()
        let words = query.lowercased().split(separator: " ").map(String.init)
        func hasQueryWord(_ marks: [String]) -> Bool {
            marks.contains { mark in words.contains { mark.lowercased().contains($0) } }
        }
        let found = try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await BrowserSearchTests.search(query, in: browser)
            return try await browser.run(
                """
                const marks = (element) => [...element.querySelectorAll('mark')].map(m => m.textContent);
                return [...document.querySelectorAll('#search-results li a')].map(a => ({
                  href: a.getAttribute('href'),
                  title: a.querySelector('.result-title').textContent,
                  snippet: a.querySelector('.result-snippet').textContent,
                  titleMarks: marks(a.querySelector('.result-title')),
                  snippetMarks: marks(a.querySelector('.result-snippet')),
                  fileMarks: a.querySelector('.result-file') ? marks(a.querySelector('.result-file')) : [] }))
                """, as: [MarkedResult].self)
        }
        #expect(!found.isEmpty)
        for result in found {
            let section = try #require(texts.section(result.href), "\(result.href) is in the index's pages")
            if SearchPageTexts.hasWord(startingWithAnyOf: words, in: section.x) {
                #expect(hasQueryWord(result.snippetMarks), "'\(query)': \(result.href): \(result.snippet)")
            } else if SearchPageTexts.hasWord(startingWithAnyOf: words, in: section.h + " " + section.title) {
                #expect(hasQueryWord(result.titleMarks), "'\(query)': \(result.href): \(result.title)")
            } else {
                // Found by a listing's file name, which the result then shows.
                #expect(hasQueryWord(result.fileMarks), "'\(query)': \(result.href): \(result.fileMarks)")
            }
        }
    }
}

/// The headings and text of every page as the search index's page files hold them
/// (`Site/assets/search/pages-*.js`), to tell what a result's snippet could have shown.
struct SearchPageTexts {
    struct Section: Decodable {
        var h: String
        var i: String
        var a: Bool
        var x: String
        var title = ""

        enum CodingKeys: String, CodingKey { case h, i, a, x }
    }

    struct Page: Decodable {
        var t: String
        var u: String
        var s: [Section]
    }

    var pages: [String: Page]

    static func load() throws -> Self {
        let folder = BrowserTools.site.appendingPathComponent("assets/search")
        var pages: [String: Page] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasPrefix("pages-") {
            let script = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for call in script.components(separatedBy: "window.SEARCH_PAGE(").dropFirst() {
                let json = call.trimmingCharacters(in: .whitespacesAndNewlines).dropLast(2)
                let page = try JSONDecoder().decode(Page.self, from: Data(json.utf8))
                pages[page.u] = page
            }
        }
        return Self(pages: pages)
    }

    /// The section a result's address leads to, with its page's title.
    func section(_ href: String) -> Section? {
        let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
        guard let page = pages[parts[0]] else { return nil }
        let id = parts.count > 1 ? parts[1] : nil
        guard var section = page.s.first(where: { id == nil ? $0.a : $0.i == id }) else { return nil }
        section.title = page.t
        return section
    }

    /// Whether `text` has a word, or a part of an identifier, that starts with one of `words`
    /// (lowercase), as search matches a word typed.
    static func hasWord(startingWithAnyOf words: [String], in text: String) -> Bool {
        let tokens = text.split { !$0.isLetter && !$0.isNumber }.flatMap { [String($0)] + parts(of: $0) }
        return tokens.contains { token in words.contains { token.lowercased().hasPrefix($0) } }
    }

    /// The parts of an identifier, cut before a capital that follows a lower-case letter.
    static func parts(of token: Substring) -> [String] {
        var parts = [""]
        var previous: Character?
        for character in token {
            if character.isUppercase, previous?.isLowercase == true { parts.append("") }
            parts[parts.count - 1].append(character)
            previous = character
        }
        return parts.count > 1 ? parts : []
    }
}
