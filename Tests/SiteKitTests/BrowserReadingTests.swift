import Foundation
import Testing

@testable import SiteBench

/// A reader's first minutes with the site, in headless Chromium, from `Site/` on disk
/// (`file://`, no server): search, the theme toggle, the copy button and the keys.
@Suite(
    "Reading the site in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserReadingTests {
    @Test("Typing a pattern's name lists its chapter first, and following that result opens it")
    func searchFindsAChapterAndOpensIt() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            try await browser.type("memento", into: browser.element("#site-search"))
            try await BrowserSearchTests.waitForResults(browser)

            let titles = try await browser.run(
                "return [...document.querySelectorAll('#search-results .result-title')].map(e => e.textContent)",
                as: [String].self)
            #expect(titles.first == "Memento")
            #expect(titles.count > 1, "other chapters mention mementos too")

            try await browser.click(browser.element("#search-results a"))
            try await browser.waitUntil("location.pathname.endsWith('/memento.html')")
            #expect(
                try await browser.run("return document.querySelector('h1').textContent", as: String.self) == "Memento")
        }
    }

    @Test("Search finds words that appear only in code and in program output, and links to their section")
    func searchCoversCodeAndOutput() async throws {
        // A type declared in the Singleton chapter's examples, and a line one of them prints.
        let code = try Self.firstMatch(of: /struct (\w{8,})/, inPage: "singleton.html")
        let output = try Self.firstMatch(
            of: /<pre class="stdout"[^>]*>([A-Za-z][^<\n&]{12,40})/, inPage: "singleton.html")
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            for query in [code, output] {
                let search = try await browser.element("#site-search")
                try await browser.clear(search)
                try await browser.type(query, into: search)
                try await BrowserSearchTests.waitForResults(browser)
                let links = try await browser.run(
                    "return [...document.querySelectorAll('#search-results a')].map(a => a.getAttribute('href'))",
                    as: [String].self)
                #expect(links.contains { $0.hasPrefix("singleton.html#") }, "searching '\(query)' found \(links)")
            }
        }
    }

    @Test("The theme toggle switches to the dark theme, and the choice survives a reload")
    func themeToggleIsRemembered() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let background = "return getComputedStyle(document.body).backgroundColor"
            #expect(try await browser.run(background, as: String.self) == "rgb(255, 255, 255)")

            try await browser.click(browser.element("#theme-toggle"))
            #expect(try await browser.run(background, as: String.self) == "rgb(13, 17, 23)")

            try await browser.reload()
            #expect(try await browser.run(background, as: String.self) == "rgb(13, 17, 23)")
            let label = try await browser.run(
                "return document.getElementById('theme-toggle').textContent", as: String.self)
            #expect(label == "Theme: Dark")

            try await browser.click(browser.element("#theme-toggle"))
            try await browser.open(BrowserTools.url(of: "observer.html"))
            #expect(try await browser.run(background, as: String.self) == "rgb(255, 255, 255)")
        }
    }

    @Test("A copy button puts exactly the listing's visible code on the clipboard")
    func copyButtonCopiesTheShownCode() async throws {
        try await ChromeDriver.withSession { browser in
            // Headless Chromium has a clipboard; reading it back needs the permission a
            // reader's browser would ask for.
            try await browser.devTools(
                "Browser.grantPermissions", ["permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]])
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let shown = try await browser.run(
                "return document.querySelector('figure.listing pre code').innerText", as: String.self)
            // The label reads "Copied" for a moment only, which a busy machine's polling can miss:
            // an observer notes it instead.
            _ = try await browser.run(
                """
                const button = document.querySelector('figure.listing .copy-button');
                window.copiedSeen = false;
                new MutationObserver(() => { if (button.textContent === 'Copied') window.copiedSeen = true; })
                    .observe(button, { childList: true, characterData: true, subtree: true });
                return true;
                """, as: Bool.self)
            try await browser.click(browser.element("figure.listing .copy-button"))
            try await browser.waitUntil("window.copiedSeen === true")
            let copied = try await browser.runAsync(
                "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('clipboard: ' + e))",
                as: String.self)
            #expect(!shown.isEmpty)
            #expect(copied == shown)
            #expect(!copied.contains("Copy"), "the button's own label is not part of the code")
        }
    }

    @Test("/ focuses the search box; → and ← move to the next and previous chapter")
    func keyboardNavigation() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.press("/")
            #expect(try await browser.run("return document.activeElement.id", as: String.self) == "site-search")
            #expect(
                try await browser.run("return document.activeElement.value", as: String.self) == "",
                "the / is not typed")

            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let next = try await browser.run("return document.querySelector('a[rel=next]').href", as: String.self)
            try await browser.press(WebDriverSession.Key.arrowRight)
            try await browser.waitUntil(
                "location.href !== \(Self.javaScriptString(BrowserTools.url(of: "singleton.html")))")
            #expect(try await browser.currentURL() == next)

            try await browser.press(WebDriverSession.Key.arrowLeft)
            try await browser.waitUntil("location.pathname.endsWith('/singleton.html')")
            #expect(try await browser.currentURL() == BrowserTools.url(of: "singleton.html"))
        }
    }

    @Test("Arrow keys typed into the search box move the caret, not the page")
    func arrowsInSearchStayInSearch() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.type("zz", into: browser.element("#site-search"))
            try await browser.recordNavigations()
            try await browser.press(WebDriverSession.Key.arrowLeft, WebDriverSession.Key.arrowRight)
            #expect(try await browser.navigationsStarted() == [])
            #expect(try await browser.currentURL() == BrowserTools.url(of: "singleton.html"))
        }
    }

    /// The first capture of `pattern` in a generated page, with the highlighter's spans removed.
    static func firstMatch(of pattern: Regex<(Substring, Substring)>, inPage page: String) throws -> String {
        let html = try String(contentsOf: BrowserTools.site.appendingPathComponent(page), encoding: .utf8)
        let text = html.replacing(/<span class="[a-z]+">|<\/span>/, with: "")
        guard let match = text.firstMatch(of: pattern) else {
            throw BrowserError("\(page) has nothing like \(pattern)")
        }
        return String(match.1)
    }

    static func javaScriptString(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast())
    }
}
