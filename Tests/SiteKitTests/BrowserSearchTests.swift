import Foundation
import Testing

@testable import SiteBench

/// Search as a reader uses it, in headless Chromium, from `Site/` on disk (`file://`): what
/// ranks first, typos, more results, closing the list, the list on a phone, the dark theme's
/// highlight, and how little of the index a query loads.
@Suite(
    "Searching the site in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserSearchTests {
    /// Waits until the list shows the results for what the search box holds now: the index
    /// arrives in pieces, so a list for a shorter query typed on the way may be up before.
    static func waitForResults(_ browser: WebDriverSession) async throws {
        try await browser.waitUntil(
            "!document.getElementById('search-results').hidden && "
                + "document.getElementById('search-results').dataset.query === "
                + "document.getElementById('site-search').value.trim()")
    }

    static func search(_ query: String, in browser: WebDriverSession) async throws {
        let box = try await browser.element("#site-search")
        try await browser.clear(box)
        try await browser.type(query, into: box)
        try await waitForResults(browser)
    }

    struct Result: Decodable {
        var title: String
        var snippet: String
        var href: String
    }

    static func results(_ browser: WebDriverSession) async throws -> [Result] {
        try await browser.run(
            """
            return [...document.querySelectorAll('#search-results li a')].map(a => ({
              title: a.querySelector('.result-title').textContent,
              snippet: a.querySelector('.result-snippet').textContent,
              href: a.getAttribute('href') }))
            """, as: [Result].self)
    }

    @Test("'actor' lists a section about actors first, not a Factory chapter (f-actor-y)")
    func actorFindsActors() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search("actor", in: browser)
            let found = try await Self.results(browser)
            let first = try #require(found.first)
            #expect(
                (first.title + " " + first.snippet).contains(/(?i)\bactors?\b/),
                "the first result's heading or text has the word: \(first)")
            #expect(!first.title.hasPrefix("Abstract Factory") && !first.title.hasPrefix("Factory Method"), "\(first)")
            let marked = try await browser.run(
                "return [...document.querySelectorAll('#search-results li:first-child mark')].map(m => m.textContent)",
                as: [String].self)
            #expect(marked.contains { $0.lowercased().hasPrefix("actor") }, "\(marked)")
            #expect(!marked.contains { $0.lowercased().hasPrefix("factor") }, "\(marked)")
        }
    }

    @Test("One typo in a longer word still finds it: 'observr' lists Observer first")
    func typoFindsObserver() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search("observr", in: browser)
            let found = try await Self.results(browser)
            #expect(found.first?.title == "Observer", "\(found.prefix(3))")
            #expect(found.first?.href == "observer.html")
        }
    }

    @Test("Beyond the first twelve results a button says how many more, and shows them")
    func moreResults() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search("swift", in: browser)
            #expect(try await Self.results(browser).count == 12)
            let label = try await browser.run(
                "return document.querySelector('#search-results .search-more').textContent", as: String.self)
            let more = try #require(label.firstMatch(of: /^(\d+) more results?$/).flatMap { Int($0.1) }, "\(label)")
            #expect(more > 0)

            try await browser.click(browser.element("#search-results .search-more"))
            try await browser.waitUntil("document.querySelectorAll('#search-results li a').length > 12")
            let shown = try await Self.results(browser).count
            #expect(shown == 12 + min(more, 50))
            #expect(
                try await browser.run(
                    "return document.activeElement === document.querySelectorAll('#search-results li a')[12]",
                    as: Bool.self), "the first result revealed takes the focus")
            #expect(try await browser.run("return !document.getElementById('search-results').hidden", as: Bool.self))
            let left = try await browser.run(
                "const b = document.querySelector('#search-results .search-more'); return b ? b.textContent : ''",
                as: String.self)
            #expect(left == (more > 50 ? "\(more - 50) more results" : ""), "\(left)")
        }
    }

    @Test("Following a result that is a section of the current page closes the list")
    func resultOnTheSamePageClosesTheList() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            try await Self.search("observer", in: browser)
            let href = try #require(
                try await Self.results(browser).map(\.href).first { $0.hasPrefix("observer.html#") },
                "a section of this page is among the results")
            try await browser.click(browser.element("#search-results a[href='\(href)']"))
            try await browser.waitUntil("document.getElementById('search-results').hidden")
            #expect(try await browser.currentURL() == BrowserTools.url(of: "observer.html") + href.dropFirst(13))
        }
    }

    @Test("On a 360 px phone the list takes the screen's width, less its margins")
    func listIsAsWideAsAPhone() async throws {
        try await ChromeDriver.withSession { browser in
            try await BrowserLayoutTests.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await Self.search("observer", in: browser)
            struct Box: Decodable {
                var left: Double
                var right: Double
                var input: Double
                var viewport: Double
            }
            let box = try await browser.run(
                """
                const r = document.getElementById('search-results').getBoundingClientRect();
                return { left: r.left, right: r.right, viewport: document.documentElement.clientWidth,
                         input: document.getElementById('site-search').getBoundingClientRect().width }
                """, as: Box.self)
            #expect(box.viewport == 360)
            #expect(box.left >= 0 && box.left <= 16, "\(box)")
            #expect(box.right <= box.viewport && box.right >= box.viewport - 16, "\(box)")
            #expect(box.right - box.left > box.input, "wider than the search box: \(box)")
        }
    }

    @Test("In the dark theme the highlighted words are AA-readable, and not bright yellow")
    func darkHighlightContrast() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            for theme in ["dark", "light"] {
                try await browser.perform("document.documentElement.dataset.theme = arguments[0]", [theme])
                try await Self.search("observer", in: browser)
                let colours = try await browser.run(
                    """
                    const hex = c => '#' + c.match(/\\d+/g).slice(0, 3).map(n => (+n).toString(16).padStart(2, '0')).join('');
                    const style = getComputedStyle(document.querySelector('#search-results mark'));
                    return [hex(style.color), hex(style.backgroundColor)]
                    """, as: [String].self)
                let ratio = ColourContrastTests.contrast(colours[0], colours[1])
                #expect(ratio >= 4.5, "\(theme): \(colours) is \(ratio):1")
                if theme == "dark" { #expect(colours[1] != "#fff3b0") }
            }
        }
    }

    @Test("A query loads the top of the index, a few chunks and the pages it shows, not the whole index")
    func queryLoadsPartOfTheIndex() async throws {
        let folder = BrowserTools.site.appendingPathComponent("assets/search")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            #expect(
                try await browser.run(
                    "return document.querySelectorAll('script[src*=\"assets/search/\"]').length",
                    as: Int.self) == 0, "a page that is only read loads none of it")
            try await Self.search("memento", in: browser)
            let loaded = try await browser.run(
                """
                return [...document.querySelectorAll('script[src*="assets/search/"]')]
                  .map(s => s.getAttribute('src').split('/').pop())
                """, as: [String].self)
            #expect(loaded.contains("index.js"))
            let pages = loaded.filter { $0.hasPrefix("pages-") }
            #expect(!pages.isEmpty && pages.count <= 12, "\(pages)")
            #expect(loaded.count < files.count, "\(loaded.count) of \(files.count) files")
        }
    }

    @Test(
        "The chapter a query names comes first: an identifier, a word without its accent, an address",
        arguments: [
            ("KeyPath", "key-paths.html"), ("facade", "facade.html"), ("mvvm", "mvvm.html"), ("Façade", "facade.html"),
        ])
    func chapterFirst(query: String, page: String) async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search(query, in: browser)
            let found = try await Self.results(browser)
            #expect(found.first?.href == page, "'\(query)': \(found.prefix(3).map(\.href))")
        }
    }

    @Test("'retain cycle' finds Delegation's retain-cycle example, named only in its identifiers, and shows the name")
    func identifiersAreWords() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search("retain cycle", in: browser)
            let found = try await Self.results(browser)
            // Found by the listing's file name, Examples/DelegationRetainCycle/main.swift, which
            // the excerpt does not show: the result shows it under the excerpt, marked. Sections
            // whose prose says "retain cycle" rank above it, Delegation's own first among them.
            let files = try await browser.run(
                """
                return [...document.querySelectorAll('#search-results li a')]
                  .map(a => a.querySelector('.result-file') ? a.querySelector('.result-file').innerHTML : '')
                """, as: [String].self)
            let example = zip(found, files).first { $0.0.href.hasPrefix("delegation.html#") && !$0.1.isEmpty }
            #expect(
                example?.1.contains("<mark>DelegationRetainCycle</mark>") == true, "\(zip(found.map(\.href), files))")
            #expect(
                found.prefix(5).contains { $0.href.hasPrefix("delegation.html") }, "\(found.prefix(5).map(\.href))")
        }
    }

    @Test("Two letters match whole words, and the start of titles and headings only: 'di' does not flood")
    func twoLettersDoNotFlood() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await Self.search("di", in: browser)
            let more = try await browser.run(
                """
                const b = document.querySelector('#search-results .search-more');
                return b ? parseInt(b.textContent) : 0
                """, as: Int.self)
            let found = try await Self.results(browser)
            #expect(found.count + more <= 60, "\(found.count + more) results for 'di'")
        }
    }

    @Test("Snippets read as text: no heading or file name glued to the text, no space before a comma")
    func snippetsReadAsText() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            for query in ["observer", "pitfalls", "retain", "KeyPath", "retain cycle"] {
                try await Self.search(query, in: browser)
                for result in try await Self.results(browser) {
                    let heading = result.title.components(separatedBy: " › ").dropFirst().first ?? ""
                    #expect(
                        heading.isEmpty || !result.snippet.hasPrefix(heading + " "),
                        "'\(query)': the snippet starts with its heading: \(result.snippet)")
                    #expect(
                        !result.snippet.contains(/\p{L} [,;:](?= )/),
                        "'\(query)': a space before punctuation: \(result.snippet)")
                    #expect(
                        !result.snippet.contains(/Examples\/\w+\/[\w\/]+\.swift/),
                        "'\(query)': a listing's file name in the text: \(result.snippet)")
                }
            }
        }
    }
}
