import Foundation
import Testing

@testable import SiteBench

/// What a reader measures with their eyes, measured in headless Chromium over the committed
/// `Site/`: line length, code size, the contents column, the glance box, the keys in a listing,
/// the phone layout, and the 404 page served from deep inside a site.
@Suite(
    "Reading layout in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserReadingLayoutTests {
    @Test("At 1440 px prose runs 65–75 characters a line, and code is as large as output")
    func lineLengthAndCodeSize() async throws {
        try await ChromeDriver.withSession(width: 1440, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            // Characters per line of the longest paragraph: its text over its line count.
            let perLine = try await browser.run(
                """
                const p = [...document.querySelectorAll('.chapter-body > p')]
                  .sort((a, b) => b.textContent.length - a.textContent.length)[0];
                const lines = Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
                return Math.round(p.textContent.length / lines);
                """, as: Int.self)
            #expect((65...75).contains(perLine), "\(perLine) characters a line")
            let sizes = try await browser.run(
                """
                const size = (selector) => parseFloat(getComputedStyle(document.querySelector(selector)).fontSize);
                return [size('.listing pre code'), size('.output pre'), size('.chapter-body > p')];
                """, as: [Double].self)
            #expect(sizes[0] >= sizes[1], "listing \(sizes[0]) px, output \(sizes[1]) px")
            #expect(sizes[0] >= 14, "listing code is \(sizes[0]) px")
        }
    }

    @Test("On a wide screen 'On this page' is a sticky right-hand column that marks the section being read")
    func contentsFollowScrolling() async throws {
        try await ChromeDriver.withSession(width: 1440, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let placement = try await browser.run(
                """
                const toc = document.getElementById('on-this-page').getBoundingClientRect();
                const body = document.querySelector('.chapter-body').getBoundingClientRect();
                return [toc.left > body.right, getComputedStyle(document.getElementById('on-this-page')).position === 'sticky'];
                """, as: [Bool].self)
            #expect(placement == [true, true])
            try await browser.perform("document.getElementById('pitfalls').scrollIntoView()")
            try await browser.waitUntil(
                "document.querySelector('#on-this-page a[aria-current=location]')?.hash === '#pitfalls'")
            #expect(
                try await browser.run(
                    "return document.getElementById('on-this-page').getBoundingClientRect().top >= 0", as: Bool.self))
        }
    }

    @Test("At a glance is open on the first chapter a reader opens and closed after, so the problem is on screen one")
    func glanceStepsAside() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "state.html"))
            try await browser.perform("localStorage.clear()")
            try await browser.reload()
            #expect(try await browser.run("return document.querySelector('details.glance').open", as: Bool.self))
            try await browser.open(BrowserTools.url(of: "memento.html"))
            #expect(!(try await browser.run("return document.querySelector('details.glance').open", as: Bool.self)))
            #expect(
                try await browser.run(
                    "return document.getElementById('the-problem').getBoundingClientRect().top < innerHeight",
                    as: Bool.self))
        }
    }

    @Test("Arrow keys in a focused listing scroll it and stay on the page")
    func arrowsScrollAFocusedListing() async throws {
        try await ChromeDriver.withSession(width: 390, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let found = try await browser.run(
                """
                const pre = [...document.querySelectorAll('.listing pre')].find(p => p.scrollWidth > p.clientWidth + 20);
                if (!pre) return false;
                pre.id = 'wide-listing'; pre.scrollIntoView(); pre.focus();
                return document.activeElement === pre;
                """, as: Bool.self)
            try #require(found, "no listing wider than a 390 px screen on this page")
            // Chromium scrolls smoothly, over several frames, and on a loaded machine the page's
            // own smooth scroll to the listing may still be running when the first key arrives:
            // each round focuses the listing again and presses once more, and the page must
            // never change.
            var scrolled = false
            for _ in 1...5 where !scrolled {
                _ = try await browser.run("document.getElementById('wide-listing').focus(); return 1", as: Int.self)
                try await browser.press(WebDriverSession.Key.arrowRight)
                scrolled =
                    (try? await browser.waitUntil(
                        "document.getElementById('wide-listing').scrollLeft > 0", timeout: .seconds(4))) != nil
                #expect(try await browser.currentURL() == BrowserTools.url(of: "observer.html"))
            }
            #expect(scrolled, "the focused listing scrolled sideways")
            #expect(
                try await browser.run(
                    "return document.getElementById('wide-listing').closest('figure').classList.contains('scrolls')",
                    as: Bool.self), "a listing that scrolls says so")
        }
    }

    @Test("On a phone: the home cards are whole links, chapter links are easy to tap, search is near on a long page")
    func phoneTargets() async throws {
        try await ChromeDriver.withSession(width: 390, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            let card = try await browser.run(
                """
                const a = document.querySelector('.pattern-list a');
                const li = a.parentElement.getBoundingClientRect(), r = a.getBoundingClientRect();
                return Math.abs(li.height - r.height) < 2 && a.querySelector('.pattern-intent') !== null;
                """, as: Bool.self)
            #expect(card, "the whole card is the link")
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let smallest = try await browser.run(
                "return Math.min(...[...document.querySelectorAll('.sidebar li a')].map(a => a.getBoundingClientRect().height))",
                as: Double.self)
            #expect(smallest >= 40, "a chapter link is \(smallest) px tall")
            // The button shows when the reader scrolls back up.
            #expect(try await browser.scrollUpUntilSearchButtonShows(from: 6000))
            try await browser.click(browser.element(".to-search"))
            #expect(try await browser.run("return document.activeElement.id", as: String.self) == "site-search")
        }
    }

    @Test("The 404 page served for a missing page deep in the site keeps its styles and working links")
    func notFoundAtDepth() async throws {
        let server = try await StaticSiteServer.start(BrowserTools.site)
        defer { server.stop() }
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open("http://127.0.0.1:\(server.port)/deep/er/still/missing.html")
            #expect(
                try await browser.run("return document.querySelector('h1').textContent", as: String.self)
                    == "Page not found")
            let styled = try await browser.run(
                "return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle", as: String.self)
            #expect(styled == "solid", "the stylesheet loaded")
            // In-page links stay on this page, though its <base> is the site's root.
            let missing = "http://127.0.0.1:\(server.port)/deep/er/still/missing.html"
            #expect(
                try await browser.run("return document.querySelector('.skip-link').href", as: String.self)
                    == missing + "#main")
            #expect(
                try await browser.run("return document.querySelector('.chapters-link').href", as: String.self)
                    == missing + "#sidebar")
            try await browser.click(browser.element("main a.home-link"))
            try await browser.waitUntil("document.querySelectorAll('.pattern-list a').length > 0")
            #expect(try await browser.currentURL() == "http://127.0.0.1:\(server.port)/index.html")
            let chapters = try await browser.run(
                "return document.querySelectorAll('main .pattern-list a').length", as: Int.self)
            #expect(chapters == BrowserTools.chapterPages.count)
        }
    }
}
