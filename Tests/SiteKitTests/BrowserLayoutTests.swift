import Foundation
import Testing

@testable import SiteBench

/// The site on a phone, and with JavaScript off, in headless Chromium.
@Suite(
    "Layout in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserLayoutTests {
    /// What a 360 px wide phone reports: a narrow viewport that honours `<meta name=viewport>`.
    static func emulatePhone(_ browser: WebDriverSession) async throws {
        try await browser.devTools(
            "Emulation.setDeviceMetricsOverride", ["width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": true])
    }

    @Test("Every page fits a 360 px wide phone without sideways scrolling")
    func everyPageFitsAPhone() async throws {
        #expect(BrowserTools.pages.count > 3)
        try await ChromeDriver.withSession { browser in
            try await Self.emulatePhone(browser)
            for page in BrowserTools.pages {
                try await browser.open(BrowserTools.url(of: page))
                let width = try await browser.run("return window.innerWidth", as: Int.self)
                let scrollWidth = try await browser.run("return document.scrollingElement.scrollWidth", as: Int.self)
                // A phone zooms out a page that is too wide, so the viewport grows past 360 px too.
                let culprits = max(scrollWidth, width) > 360 ? try await Self.tooWide(browser) : []
                #expect(width == 360, "\(page) widened the viewport to \(width) px; too wide: \(culprits)")
                #expect(scrollWidth <= width, "\(page) is \(scrollWidth) px wide; too wide: \(culprits)")
            }
        }
    }

    @Test("On a phone, long code lines scroll inside their listing instead of wrapping")
    func longLinesScrollInsideListings() async throws {
        try await ChromeDriver.withSession { browser in
            try await Self.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let scrolling = try await browser.run(
                """
                return [...document.querySelectorAll('figure.listing pre')]
                  .filter(pre => pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto').length
                """, as: Int.self)
            #expect(scrolling > 0, "some Singleton listing is wider than a phone and scrolls on its own")
            let wrapping = try await browser.run(
                "return [...document.querySelectorAll('pre')].filter(p => getComputedStyle(p).whiteSpace !== 'pre').length",
                as: Int.self)
            #expect(wrapping == 0)
        }
    }

    @Test("On a phone, the chapter's title comes before the list of chapters, which a header link reaches")
    func phoneShowsTheChapterFirst() async throws {
        try await ChromeDriver.withSession { browser in
            try await Self.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let titleTop = try await browser.run(
                "return document.querySelector('h1').getBoundingClientRect().top", as: Double.self)
            let sidebarTop = try await browser.run(
                "return document.getElementById('sidebar').getBoundingClientRect().top", as: Double.self)
            #expect(titleTop < 740, "the title is on the first screen")
            #expect(titleTop < sidebarTop)
            try await browser.click(browser.element("a.chapters-link"))
            try await browser.waitUntil("location.hash === '#sidebar'")
            let sidebarTopAfter = try await browser.run(
                "return document.getElementById('sidebar').getBoundingClientRect().top", as: Double.self)
            #expect(sidebarTopAfter >= -1 && sidebarTopAfter < 740 - 100, "the link brought the chapter list into view")
            let clipped = try await browser.run(
                "const s = document.getElementById('sidebar'); return s.scrollHeight - s.clientHeight", as: Int.self)
            #expect(clipped <= 1, "the whole chapter list shows, none of it cut off or scrolling on its own")
        }
    }

    @Test("With JavaScript off a chapter still reads: text, code, output, dark theme; no dead controls")
    func readableWithoutJavaScript() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.devTools("Emulation.setScriptExecutionDisabled", ["value": true])
            try await browser.devTools(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let visible = """
                return [...document.querySelectorAll(arguments[0])]
                  .filter(e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden').length
                """
            #expect(try await browser.run(visible, ["h1"], as: Int.self) == 1)
            #expect(try await browser.run(visible, ["figure.listing"], as: Int.self) > 0)
            #expect(try await browser.run(visible, ["figure.output"], as: Int.self) > 0)
            #expect(try await browser.run(visible, ["#sidebar a"], as: Int.self) >= BrowserTools.chapterPages.count)
            #expect(try await browser.run(visible, ["#theme-toggle, .copy-button, form.search"], as: Int.self) == 0)
            let background = try await browser.run(
                "return getComputedStyle(document.body).backgroundColor", as: String.self)
            #expect(background == "rgb(13, 17, 23)", "the dark theme follows the system without JavaScript")
            #expect(try await browser.run("return document.querySelector('.copy-button') === null", as: Bool.self))
        }
    }

    /// The outermost elements that stick out past the right edge, leaving out those inside a
    /// block that scrolls or clips on its own, to say what to fix.
    static func tooWide(_ browser: WebDriverSession) async throws -> [String] {
        try await browser.run(
            """
            const out = [];
            for (const e of document.body.querySelectorAll('*')) {
              if (e.getBoundingClientRect().right <= 360.5) continue;
              if (out.some(o => o.contains(e))) continue;
              let clipped = false;
              for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
                if (getComputedStyle(a).overflowX !== 'visible') clipped = true;
              if (clipped) continue;
              out.push(e);
            }
            return out.slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')
              + ' (' + Math.round(e.getBoundingClientRect().right) + ' px)');
            """, as: [String].self)
    }
}

extension BrowserLayoutTests {
    @Test("A structure diagram follows the theme and stays readable on a phone: it scrolls, it does not shrink")
    func diagramInBothThemesAndOnAPhone() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let colours =
                """
                const svg = document.querySelector('figure.diagram svg');
                const box = svg.querySelector('.d-box'), text = svg.querySelector('.d-name');
                return [getComputedStyle(box).fill, getComputedStyle(text).fill,
                        getComputedStyle(document.body).backgroundColor].join(' | ');
                """
            _ = try await browser.run("document.documentElement.dataset.theme = 'light'; return 0", as: Int.self)
            let light = try await browser.run(colours, as: String.self)
            _ = try await browser.run("document.documentElement.dataset.theme = 'dark'; return 0", as: Int.self)
            let dark = try await browser.run(colours, as: String.self)
            #expect(light != dark, "the diagram's colours change with the theme")
            #expect(light.hasPrefix("rgb(246, 248, 250) | rgb(31, 35, 40)"), "light: \(light)")
            #expect(dark.hasPrefix("rgb(21, 27, 35) | rgb(230, 237, 243)"), "dark: \(dark)")

            try await Self.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let measures = try await browser.run(
                """
                const scroller = document.querySelector('figure.diagram .diagram-scroll');
                const svg = scroller.querySelector('svg');
                const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                return [scroller.clientWidth, scroller.scrollWidth, Math.round(scale * 100),
                        document.scrollingElement.scrollWidth];
                """, as: [Int].self)
            // The picture keeps its size (at 85% or more, so 13 px text stays 11 px or more) and
            // scrolls inside its own box, while the page itself stays 360 px wide.
            #expect(measures[1] > measures[0], "the diagram scrolls sideways: \(measures)")
            #expect(measures[2] >= 85, "the diagram shrinks to 85% at most: \(measures)")
            #expect(measures[3] <= 360, "the page does not scroll sideways: \(measures)")
        }
    }
}
