import Foundation
import Testing

@testable import SiteBench

/// Where a reader is and what the keys do, in headless Chromium over the committed `Site/`:
/// search and the current section in reach at 1280 px, the contents in columns that keep a
/// section with its sub-sections, the keys and their list, the theme's three states, the
/// chapter's kicker, the 404 page's near match, what a chapter prints, and the home page's
/// "Start here".
@Suite(
    "Where am I, keys, theme and 404 in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserWhereAndKeysTests {
    /// The section being read: the last heading "On this page" lists whose top has passed
    /// 120 px, as its text in the contents.
    static let sectionBeingRead = """
        const links = [...document.querySelectorAll('#on-this-page a')];
        let text = '';
        for (const a of links) {
          const h = document.getElementById(a.hash.slice(1));
          if (h && h.getBoundingClientRect().top <= 120) text = a.textContent;
        }
        return text;
        """

    @Test("At 1280 px, 40 screens into a chapter, search and the section being read are on screen")
    func searchAndSectionStayInReach() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let height = try await browser.run("return document.documentElement.scrollHeight", as: Int.self)
            #expect(height > 20 * 800, "Observer is \(height) px long")
            for y in [4000, height / 2, height - 3000] {
                try await browser.scroll(toY: y)
                let seen = try await browser.run(
                    """
                    const box = document.getElementById('site-search').getBoundingClientRect();
                    const inView = (r) => r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
                    const where = [...document.querySelectorAll('header a, header [role=status]')]
                      .find(e => e.getAttribute('href') === '#on-this-page');
                    return [String(inView(box)), where && inView(where.getBoundingClientRect()) ? where.innerText : ''];
                    """, as: [String].self)
                let reading = try await browser.run(Self.sectionBeingRead, as: String.self)
                #expect(seen[0] == "true", "at \(y) px the search box is off screen")
                #expect(!reading.isEmpty)
                #expect(seen[1].contains(reading), "at \(y) px the header says '\(seen[1])', reading '\(reading)'")
            }
        }
    }

    @Test("At 1280 px a heading an anchor jumps to is not under the sticky header")
    func anchorsLandBelowTheHeader() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let ids = try await browser.run(
                "return [...document.querySelectorAll('#on-this-page a')].map(a => a.hash.slice(1)).slice(2, 6)",
                as: [String].self)
            try #require(ids.count == 4)
            for id in ids {
                try await browser.scroll(toY: 0)
                try await browser.click(browser.element("#on-this-page a[href='#\(id)']"))
                try await browser.waitUntil("location.hash === '#\(id)'")
                let gap = try await browser.run(
                    """
                    return document.getElementById('\(id)').getBoundingClientRect().top
                      - document.querySelector('.site-header').getBoundingClientRect().bottom;
                    """, as: Double.self)
                #expect(gap >= 0, "#\(id) is \(-gap) px under the header")
            }
        }
    }

    @Test("The contents in columns never start a column with a sub-section whose section is in another")
    func contentsColumnsKeepSectionsWhole() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            var orphans: [String] = []
            var subsections = 0
            for page in BrowserTools.chapterPages {
                try await browser.open(BrowserTools.url(of: page))
                let found = try await browser.run(
                    """
                    let parentLeft = null, orphans = [], subs = 0;
                    for (const a of document.querySelectorAll('#on-this-page a')) {
                      const h = document.getElementById(a.hash.slice(1));
                      const left = Math.round(a.getBoundingClientRect().left);
                      if (h.tagName === 'H2') { parentLeft = a.closest('li').getBoundingClientRect().left; continue; }
                      subs++;
                      const column = Math.round(a.closest('li').getBoundingClientRect().left);
                      if (parentLeft !== null && Math.abs(column - parentLeft) > 40) orphans.push(a.textContent);
                    }
                    return [String(subs)].concat(orphans);
                    """, as: [String].self)
                subsections += Int(found[0]) ?? 0
                orphans += found.dropFirst().map { "\(page): \($0)" }
            }
            #expect(subsections > 50, "\(subsections) sub-sections in the contents")
            #expect(orphans.isEmpty, "sub-sections in another column than their section: \(orphans)")
        }
    }

    @Test("'s' and '/' mid-chapter focus search without moving the page; keys do nothing while typing")
    func searchKeysKeepThePlace() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            for key in ["s", "/"] {
                try await browser.perform("document.getElementById('pitfalls').scrollIntoView()")
                try await browser.perform("document.activeElement.blur()")
                let before = try await browser.run("return Math.round(scrollY)", as: Int.self)
                #expect(before > 3000)
                try await browser.press(key)
                #expect(try await browser.run("return document.activeElement.id", as: String.self) == "site-search")
                #expect(try await browser.run("return document.activeElement.value", as: String.self) == "")
                let after = try await browser.run("return Math.round(scrollY)", as: Int.self)
                #expect(abs(after - before) <= 2, "'\(key)' moved the page from \(before) to \(after)")
                try await browser.press("\u{E00C}")  // Escape
                try await browser.waitUntil("document.activeElement.id !== 'site-search'")
            }
            // Typed into the search box, the keys are letters.
            try await browser.type("s?/", into: browser.element("#site-search"))
            #expect(
                try await browser.run("return document.getElementById('site-search').value", as: String.self) == "s?/")
            #expect(try await browser.run("return document.querySelector('dialog[open]') === null", as: Bool.self))
        }
    }

    @Test("'?' lists the keys in a dialog; Esc closes it and focus goes back where it was")
    func questionMarkListsTheKeys() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.perform("document.querySelector('#on-this-page a').focus()")
            try await browser.press("?")
            let dialog = try await browser.run(
                """
                const d = document.querySelector('dialog[open]');
                if (!d) return [];
                const name = document.getElementById(d.getAttribute('aria-labelledby'))?.textContent ?? '';
                return [name, String(d.contains(document.activeElement)), d.innerText];
                """, as: [String].self)
            try #require(dialog.count == 3, "no dialog opened")
            #expect(!dialog[0].isEmpty, "the dialog has a name")
            #expect(dialog[1] == "true", "focus is in the dialog")
            for key in ["/", "s", "?", "Esc", "←", "→"] {
                #expect(dialog[2].contains(key), "the list names \(key)")
            }
            try await browser.press("\u{E00C}")  // Escape
            try await browser.waitUntil("document.querySelector('dialog[open]') === null")
            #expect(
                try await browser.run(
                    "return document.activeElement === document.querySelector('#on-this-page a')", as: Bool.self),
                "focus is back on the link it left")
        }
    }

    @Test(
        "axe-core finds nothing with the section in the header and the keys dialog open", arguments: ["light", "dark"])
    func accessibleWithTheNewParts(theme: String) async throws {
        guard await BrowserTools.axeAvailable() else { return }
        let axe = try String(contentsOfFile: await BrowserTools.axeScript.value ?? "", encoding: .utf8)
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.devTools(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": theme]]])
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.scroll(toY: 3000)
            try await browser.click(browser.element("#theme-toggle"))
            try await browser.press("?")
            try await browser.perform(axe)
            let violations = try await browser.runAsync(
                """
                const done = arguments[arguments.length - 1];
                axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })
                  .then(r => done(r.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join('; '))),
                    e => done(['axe-error: ' + e]));
                """, as: [String].self)
            #expect(violations.isEmpty, "\(theme): \(violations)")
        }
    }

    @Test("The search box's '(press /)' shows where there is a keyboard and mouse, not on a touch screen")
    func placeholderOnlyWithAKeyboard() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let desktop = try await browser.run(
                "return document.getElementById('site-search').placeholder", as: String.self)
            #expect(desktop.contains("/"), "'\(desktop)'")
        }
        try await ChromeDriver.withSession { browser in
            try await BrowserLayoutTests.emulatePhone(browser)
            try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let touch = try await browser.run(
                "return [matchMedia('(pointer: coarse)').matches, document.getElementById('site-search').placeholder]",
                as: [AnyDecodable].self)
            #expect(touch.first?.bool == true, "the touch screen is emulated")
            #expect(touch.last?.string.map { !$0.contains("/") && !$0.contains("press") } == true, "\(touch)")
        }
    }

    @Test("The theme button goes light, dark and back to following the system, and says so")
    func themeHasThreeStates() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.perform("localStorage.clear()")
            try await browser.devTools(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
            try await browser.reload()
            let state = """
                return [getComputedStyle(document.body).backgroundColor,
                        document.getElementById('theme-toggle').innerText,
                        localStorage.getItem('theme') ?? 'none',
                        document.querySelector('[role=status]')?.textContent ?? ''];
                """
            let dark = "rgb(13, 17, 23)"
            let light = "rgb(255, 255, 255)"
            var seen = try await browser.run(state, as: [String].self)
            #expect(seen[0] == dark && seen[2] == "none", "follows the dark system: \(seen)")
            #expect(seen[1].lowercased().contains("system"), "the button says it follows the system: \(seen[1])")
            var backgrounds: [String] = []
            var said: [String] = []
            for _ in 1...3 {
                try await browser.click(browser.element("#theme-toggle"))
                seen = try await browser.run(state, as: [String].self)
                backgrounds.append(seen[0])
                said.append(seen[3])
            }
            #expect(backgrounds == [light, dark, dark], "light, dark, then the system's dark: \(backgrounds)")
            #expect(seen[2] == "none", "back to the system, nothing is remembered")
            #expect(seen[1].lowercased().contains("system"))
            #expect(said[0].lowercased().contains("light") && said[2].lowercased().contains("system"), "\(said)")
            // The system turns light: the page follows.
            try await browser.devTools(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
            #expect(try await browser.run(state, as: [String].self)[0] == light)
        }
    }

    @Test("The chapter's kicker reads in one case: category, place in it, place in the book")
    func kickerInOneCase() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let kicker = try await browser.run(
                "return document.querySelector('.chapter-category').innerText", as: String.self)
            #expect(
                kicker.wholeMatch(of: /Creational · \d+ of \d+ · chapter \d+ of \d+/) != nil,
                "the kicker reads '\(kicker)'")
        }
    }

    @Test("The 404 page offers the page search finds for the missing address, served and from disk")
    func notFoundOffersTheNearMatch() async throws {
        let server = try await StaticSiteServer.start(BrowserTools.site)
        defer { server.stop() }
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            for (address, expected) in [
                ("http://127.0.0.1:\(server.port)/patterns/singelton.html", "singleton.html"),
                ("http://127.0.0.1:\(server.port)/chain-of-responsability", "chain-of-responsibility.html"),
                (BrowserTools.url(of: "404.html") + "?obsrever", "observer.html"),
            ] {
                try await browser.open(address)
                try await browser.waitUntil(
                    "document.querySelector('.did-you-mean a') !== null", timeout: .seconds(10))
                let link = try await browser.run(
                    "return document.querySelector('.did-you-mean a').href", as: String.self)
                #expect(link.hasSuffix("/" + expected), "\(address) offers \(link)")
            }
        }
    }

    @Test("A printed chapter prints its glance box open and only the whole programs the reader opened")
    func printedChapterLeavesClosedProgramsOut() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "memento.html"))
            try await browser.perform("document.querySelector('details.whole-program').open = true")
            try await browser.devTools("Emulation.setEmulatedMedia", ["media": "print"])
            let printed = try await browser.run(
                """
                const visible = (element) => element.checkVisibility();
                const programs = [...document.querySelectorAll('details.whole-program')];
                return [programs.length, programs.filter(d => visible(d.querySelector('pre'))).length,
                        programs.filter(d => visible(d.querySelector('summary'))).length,
                        visible(document.querySelector('.glance dd')) ? 1 : 0];
                """, as: [Int].self)
            #expect(printed[0] > 1, "Memento shows \(printed[0]) whole programs")
            #expect(printed[1] == 1, "\(printed[1]) whole programs print their code; the reader opened 1")
            #expect(printed[2] == printed[0], "each program prints its one line")
            #expect(printed[3] == 1, "the glance box prints open")
        }
    }

    @Test("The home page starts a newcomer with a short path of chapters, near the top")
    func homeHasStartHere() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            let start = try await browser.run(
                """
                const h = [...document.querySelectorAll('main h2')].find(h => /start here/i.test(h.textContent));
                if (!h) return [];
                const list = h.nextElementSibling?.nextElementSibling?.tagName === 'OL'
                  ? h.nextElementSibling.nextElementSibling : h.nextElementSibling;
                return [String(Math.round(h.getBoundingClientRect().top))]
                  .concat([...list.querySelectorAll('a')].map(a => a.getAttribute('href')));
                """, as: [String].self)
            try #require(!start.isEmpty, "no 'Start here' on the home page")
            #expect((Int(start[0]) ?? .max) < 1200, "'Start here' is \(start[0]) px down")
            let chapters = start.dropFirst()
            #expect(chapters.count >= 4, "\(chapters)")
            for href in chapters {
                #expect(BrowserTools.chapterPages.contains(href), "\(href) is a chapter")
            }
        }
    }
}

/// A JSON value of either kind a small script returns, for mixed arrays.
enum AnyDecodable: Decodable, CustomStringConvertible {
    case bool(Bool)
    case string(String)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            self = .other
        }
    }

    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .string(let value): value
        case .other: "?"
        }
    }
}
