import Foundation
import Testing

@testable import SiteBench

/// What a reader trips over on a laptop, a phone and paper, measured in headless Chromium over
/// the committed `Site/`: code that fits its column, compiler messages that wrap, the keys,
/// the chapter list, the phone's search button, the home page's map, printing, and the 404
/// page from disk and under a project's sub-path.
@Suite(
    "Code that fits, keys, map, print and 404 in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserFitAndFindTests {
    /// Visible code, output and compiler blocks on the page, and how many scroll sideways.
    static let countBlocks = """
        const blocks = [...document.querySelectorAll('main figure pre')].filter(p => p.offsetParent !== null);
        return [blocks.length, blocks.filter(p => p.scrollWidth > p.clientWidth + 1).length];
        """

    @Test("At 1280 px at most 1 in 10 visible blocks scrolls sideways, and a block that fits has no fade")
    func codeFitsALaptop() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            var blocks = 0
            var scrolling = 0
            for page in BrowserTools.chapterPages {
                try await browser.open(BrowserTools.url(of: page))
                let counts = try await browser.run(Self.countBlocks, as: [Int].self)
                blocks += counts[0]
                scrolling += counts[1]
                // Nothing is drawn over the text: no mask, and a block that fits has no shade.
                let covered = try await browser.run(
                    """
                    return [...document.querySelectorAll('main figure pre')].filter(p =>
                      getComputedStyle(p).maskImage !== 'none' ||
                      (p.scrollWidth <= p.clientWidth + 1 && getComputedStyle(p).backgroundImage !== 'none')).length
                    """, as: Int.self)
                #expect(covered == 0, "\(page): \(covered) blocks are shaded or masked")
            }
            #expect(blocks > 1000, "\(blocks) visible blocks")
            #expect(scrolling * 10 <= blocks, "\(scrolling) of \(blocks) visible blocks scroll sideways at 1280 px")
        }
    }

    /// One comparison as a page shows it.
    struct Comparison: Decodable {
        /// The labels of its columns with a line cut at the right.
        let cut: [String]
        /// Each column's place in the book's order: 0 for a package, 1 for an app target in Swift 6
        /// mode, 2 for one in Swift 5 mode (main actor by default, both).
        let rank: [Int]
    }

    @Test("No column of a comparison scrolls sideways at 1280 or 1920 px, and package columns come first")
    func comparisonsFit() async throws {
        for width in [1280, 1920] {
            try await ChromeDriver.withSession(width: width, height: 900) { browser in
                var comparisons = 0
                for page in BrowserTools.chapterPages {
                    try await browser.open(BrowserTools.url(of: page))
                    let found = try await browser.run(
                        """
                        return [...document.querySelectorAll('.compare')].map(block => {
                          const columns = [...block.querySelectorAll('.variant')];
                          return {
                            cut: columns.filter(c => [...c.querySelectorAll('pre')].some(p => p.scrollWidth > p.clientWidth + 1))
                              .map(c => c.querySelector('.variant-label').textContent),
                            rank: columns.map(c => c.querySelector('figcaption code').textContent).map(command =>
                              !command.includes('-default-isolation MainActor') ? 0 : command.includes('-swift-version 5') ? 2 : 1)
                          };
                        });
                        """, as: [Comparison].self)
                    comparisons += found.count
                    for comparison in found {
                        #expect(
                            comparison.cut.isEmpty, "\(page) at \(width) px: columns that scroll: \(comparison.cut)")
                        // One rule in every chapter: a package's columns, then an app target's, Swift 6
                        // mode before Swift 5 mode.
                        #expect(comparison.rank == comparison.rank.sorted(), "\(page): columns out of order")
                    }
                }
                #expect(comparisons > 20, "\(comparisons) comparisons")
            }
        }
    }

    @Test("The toolchain and defaults are said once per chapter; a block names only the settings that differ")
    func provenanceOnce() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            var blockLines = 0
            for page in BrowserTools.chapterPages {
                try await browser.open(BrowserTools.url(of: page))
                struct Provenance: Decodable {
                    let chapter: [String]
                    let captured: Int
                    let blocks: [String]
                    /// The width of each block's line, and of the block inside its borders.
                    let widths: [[Double]]
                }
                let found = try await browser.run(
                    """
                    const body = document.querySelector('.chapter-body');
                    const lines = [...body.querySelectorAll('figure p.provenance, figure p.status')];
                    return {
                      chapter: [...document.querySelectorAll('.chapter-provenance')].map(p => p.textContent),
                      captured: body.querySelectorAll('figure.output, figure.diagnostics, .compare, figure.emitted').length,
                      blocks: [...body.querySelectorAll('p.provenance')].map(p => p.textContent),
                      widths: lines.filter(p => getComputedStyle(p).borderTopStyle === 'dashed')
                        .map(p => [p.getBoundingClientRect().width, p.closest('figure').clientWidth])
                    };
                    """, as: Provenance.self)
                #expect(found.chapter.count == (found.captured > 0 ? 1 : 0), "\(page): \(found.chapter.count) lines")
                let toolchain = found.chapter.first?.split(separator: "·").first?.split(separator: ":").last?
                    .trimmingCharacters(in: .whitespaces)
                if let line = found.chapter.first {
                    #expect(line.contains(" · Swift 6 mode · nonisolated by default · debug"), "\(page): \(line)")
                }
                for line in found.blocks {
                    #expect(line.hasPrefix("Settings: "), "\(page): \(line)")
                    #expect(!line.contains("Swift 6 mode") && !line.contains("debug"), "\(page): \(line)")
                    if let toolchain { #expect(!line.contains(toolchain), "\(page) repeats the toolchain") }
                }
                blockLines += found.blocks.count
                // The dashed rule above a block's last line runs the block's whole width.
                for widths in found.widths {
                    #expect(
                        widths[0] >= widths[1] - 1, "\(page): a dashed rule \(widths[0]) px in a \(widths[1]) px block")
                }
            }
            #expect(blockLines < BrowserTools.chapterPages.count, "\(blockLines) blocks name their settings")
        }
    }

    @Test("On a phone a page says 'scroll sideways' once, a symbol marks the other blocks, and so are cut diagrams")
    func phoneScrollHints() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.devTools(
                "Emulation.setDeviceMetricsOverride",
                ["width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": true])
            var cutDiagrams = 0
            for page in BrowserTools.chapterPages {
                try await browser.open(BrowserTools.url(of: page))
                struct Hints: Decodable {
                    let sentences: Int
                    let symbols: Int
                    /// The tallest symbol-only hint, in pixels.
                    let tallest: Double
                    let cutDiagrams: Int
                    /// Diagrams cut at the right with no hint or no shaded edge.
                    let unmarked: Int
                }
                let hints = try await browser.run(
                    """
                    const shown = [...document.querySelectorAll('main .scroll-hint')].filter(h => h.checkVisibility());
                    const symbols = shown.filter(h => h.textContent.trim().length <= 2);
                    const cut = [...document.querySelectorAll('main .diagram-scroll')]
                      .filter(d => d.checkVisibility() && d.scrollWidth > d.clientWidth + 1);
                    const marked = d => { const hint = d.nextElementSibling;
                      return hint && hint.matches('.scroll-hint') && hint.checkVisibility()
                        && getComputedStyle(d).backgroundImage !== 'none'; };
                    return { sentences: shown.length - symbols.length, symbols: symbols.length,
                             tallest: Math.max(0, ...symbols.map(h => h.getBoundingClientRect().height)),
                             cutDiagrams: cut.length, unmarked: cut.filter(d => !marked(d)).length };
                    """, as: Hints.self)
                #expect(
                    hints.sentences == (hints.sentences + hints.symbols > 0 ? 1 : 0),
                    "\(page): \(hints.sentences) sentences")
                #expect(hints.tallest <= 20, "\(page): a symbol takes \(hints.tallest) px")
                #expect(hints.unmarked == 0, "\(page): \(hints.unmarked) diagrams cut at the right without a hint")
                cutDiagrams += hints.cutDiagrams
            }
            #expect(cutDiagrams > 10, "\(cutDiagrams) diagrams are wider than a phone")
        }
    }

    @Test("No compiler message is cut at any width: it wraps, its next lines indented under its start")
    func compilerMessagesWrap() async throws {
        let pages = ["singleton.html", "delegation.html", "interpreter.html", "protocols.html"]
        for width in [360, 1280, 1920] {
            try await ChromeDriver.withSession(width: width, height: 900) { browser in
                if width == 360 { try await BrowserLayoutTests.emulatePhone(browser) }
                for page in pages {
                    try await browser.open(BrowserTools.url(of: page))
                    let result = try await browser.run(
                        """
                        const messages = [...document.querySelectorAll('.diagnostics .diag-message')];
                        let cut = 0, wrapped = 0, hanging = 0;
                        for (const m of messages) {
                          const pre = m.closest('pre').getBoundingClientRect();
                          const range = document.createRange();
                          range.selectNodeContents(m);
                          const rects = [...range.getClientRects()].filter(r => r.width > 0);
                          if (rects.some(r => r.right > pre.right + 1)) cut++;
                          const lefts = [...new Set(rects.map(r => Math.round(r.left)))];
                          if (rects.length > 1 && new Set(rects.map(r => Math.round(r.top))).size > 1) {
                            wrapped++;
                            if (Math.round(rects[0].left) < Math.max(...lefts)) hanging++;
                          }
                        }
                        return [messages.length, cut, wrapped, hanging];
                        """, as: [Int].self)
                    #expect(result[0] > 0, "\(page) shows compiler messages")
                    #expect(result[1] == 0, "\(page) at \(width) px: \(result[1]) messages run past the block's edge")
                    #expect(result[2] == result[3], "\(page) at \(width) px: a wrapped message hangs its next lines")
                    if width == 360 {
                        #expect(result[2] > 0, "\(page): at 360 px some message wraps")
                    }
                }
            }
        }
    }

    @Test(
        "'/' mid-chapter goes to search and Esc comes back; arrows in the results stay; only wide blocks are tab stops")
    func keys() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            try await browser.perform("document.getElementById('pitfalls').scrollIntoView()")
            let before = try await browser.run("return Math.round(scrollY)", as: Int.self)
            #expect(before > 1000)
            try await browser.press("/")
            #expect(try await browser.run("return document.activeElement.id", as: String.self) == "site-search")
            try await browser.press("\u{E00C}")  // Escape
            try await browser.waitUntil("document.activeElement.id !== 'site-search'")
            let after = try await browser.run("return Math.round(scrollY)", as: Int.self)
            #expect(abs(after - before) <= 2, "back at \(after), was at \(before)")

            // Arrow keys on a focused result move within the list, never to another chapter.
            try await BrowserSearchTests.search("observer", in: browser)
            try await browser.recordNavigations()
            try await browser.press(WebDriverSession.Key.arrowDown)
            try await browser.press(WebDriverSession.Key.arrowRight)
            try await browser.press(WebDriverSession.Key.arrowLeft)
            #expect(try await browser.navigationsStarted() == [])
            #expect(try await browser.currentURL() == BrowserTools.url(of: "observer.html"))

            // A block that fits is not a tab stop; one that scrolls is (its arrows scroll it).
            let stops = try await browser.run(
                """
                const pres = [...document.querySelectorAll('main figure pre')].filter(p => p.offsetParent !== null);
                const wide = pres.filter(p => p.scrollWidth > p.clientWidth + 1);
                return [pres.filter(p => p.tabIndex === 0).length, wide.length,
                        wide.filter(p => p.tabIndex === 0).length, pres.length];
                """, as: [Int].self)
            #expect(stops[0] == stops[1] && stops[1] == stops[2], "tab stops \(stops[0]), wide blocks \(stops[1])")
            #expect(stops[3] > stops[0] + 10, "\(stops[3]) blocks, \(stops[0]) tab stops")
        }
    }

    @Test("The chapter list shows the current chapter, even the last one")
    func sidebarShowsCurrentChapter() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 700) { browser in
            for page in ["visitor.html", "putting-it-together.html", "target-action.html"] {
                try await browser.open(BrowserTools.url(of: page))
                let visible = try await browser.run(
                    """
                    const link = document.querySelector('#sidebar a[aria-current=page]').getBoundingClientRect();
                    const list = document.getElementById('sidebar').getBoundingClientRect();
                    return link.top >= Math.max(0, list.top) && link.bottom <= Math.min(innerHeight, list.bottom);
                    """, as: Bool.self)
                #expect(visible, "\(page)'s own entry is in view in the chapter list")
            }
        }
    }

    @Test("On a phone the Search button keeps out of the way while reading down, and brings back the last results")
    func phoneSearchButton() async throws {
        try await ChromeDriver.withSession { browser in
            try await BrowserLayoutTests.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "observer.html"))
            try await BrowserSearchTests.search("observer", in: browser)
            try await browser.perform("document.querySelector('main h1').click()")
            try await browser.waitUntil("document.getElementById('search-results').hidden")
            for y in [2000, 4000, 6000] { try await browser.scroll(toY: y) }
            #expect(try await browser.run("return document.querySelector('.to-search').hidden", as: Bool.self))
            #expect(try await browser.scrollUpUntilSearchButtonShows(from: 6000))
            try await browser.click(browser.element(".to-search"))
            try await BrowserSearchTests.waitForResults(browser)
            let state = try await browser.run(
                """
                const box = document.getElementById('site-search');
                return [document.activeElement === box, box.selectionStart === 0 && box.selectionEnd === box.value.length,
                        document.querySelectorAll('#search-results li').length > 0];
                """, as: [Bool].self)
            #expect(state == [true, true, true], "focused, the old query selected, its results shown: \(state)")
            // A listing's file name breaks after a slash or between the words of a name,
            // never inside a word.
            for page in ["delegation.html", "dependency-injection.html", "abstract-factory.html"] {
                try await browser.open(BrowserTools.url(of: page))
                let broken = try await browser.run(
                    """
                    let broken = [];
                    for (const file of document.querySelectorAll('.listing-file')) {
                      if (!file.offsetParent) continue;
                      for (const node of file.childNodes) {
                        if (node.nodeType !== Node.TEXT_NODE) continue;
                        const range = document.createRange();
                        range.selectNodeContents(node);
                        if (range.getClientRects().length > 1) broken.push(node.textContent);
                      }
                    }
                    return broken;
                    """, as: [String].self)
                #expect(broken.isEmpty, "\(page): words broken across lines: \(broken)")
            }
        }
    }

    @Test("On a phone the Search button never covers code, a figure or a button, wherever the reader turns back up")
    func phoneSearchButtonCoversNothing() async throws {
        try await ChromeDriver.withSession { browser in
            try await BrowserLayoutTests.emulatePhone(browser)
            for page in ["singleton.html", "delegation.html"] {
                try await browser.open(BrowserTools.url(of: page))
                let height = try await browser.run("return document.documentElement.scrollHeight", as: Int.self)
                var shown = 0
                for y in stride(from: 1200, to: height - 900, by: 350) {
                    try await browser.scroll(toY: y + 150)
                    try await browser.scroll(toY: y)
                    let covered = try await browser.run(
                        """
                        const button = document.querySelector('.to-search');
                        if (button.hidden) return null;
                        const b = button.getBoundingClientRect();
                        return [...document.querySelectorAll('pre, figure, button, summary, .copy')]
                          .filter(e => e.checkVisibility())  // not in a closed whole program
                          .map(e => [e, e.getBoundingClientRect()])
                          .filter(([e, r]) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
                          .map(([e]) => e.tagName + '.' + e.className);
                        """, as: [String]?.self)
                    guard let covered else { continue }
                    shown += 1
                    #expect(covered.isEmpty, "\(page) at y=\(y): the Search button covers \(covered)")
                }
                #expect(shown > 0, "\(page): the Search button showed somewhere over the text")
            }
            // Opening a whole program above the button moves its code under it, with no scroll.
            try await browser.open(BrowserTools.url(of: "observer.html"))
            let section = try await browser.run(
                "return Math.round(document.getElementById('whole-programs').getBoundingClientRect().top + scrollY)",
                as: Int.self)
            var opened = false
            for y in stride(from: section - 400, to: section + 1600, by: 60) where !opened {
                try await browser.scroll(toY: y + 150)
                try await browser.scroll(toY: y)
                opened = try await browser.run(
                    """
                    const button = document.querySelector('.to-search');
                    if (button.hidden) return false;
                    const top = button.getBoundingClientRect().top;
                    const summary = [...document.querySelectorAll('details.whole-program:not([open]) > summary')]
                      .find(s => { const r = s.getBoundingClientRect(); return r.top > 0 && r.bottom < top - 20; });
                    if (!summary) return false;
                    summary.click();
                    return true;
                    """, as: Bool.self)
            }
            #expect(opened, "a closed whole program above the shown button")
            let covered = try await browser.run(
                """
                const button = document.querySelector('.to-search');
                if (button.hidden) return [];
                const b = button.getBoundingClientRect();
                return [...document.querySelectorAll('pre, figure, button, summary, .copy')]
                  .filter(e => e.checkVisibility())
                  .filter(e => { const r = e.getBoundingClientRect();
                    return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top; })
                  .map(e => e.tagName + '.' + e.className);
                """, as: [String].self)
            #expect(covered.isEmpty, "after opening a whole program the Search button covers \(covered)")
        }
    }

    @Test("The map: every name whole, the list in words on a phone (its arcs: BrowserMapTests)")
    func catalogueMap() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            let cut = try await browser.run(
                """
                return [...document.querySelectorAll('.catalogue-map .m-chapter')]
                  .filter(t => t.getBBox().x < 0).map(t => t.textContent);
                """, as: [String].self)
            #expect(cut.isEmpty, "names cut at the map's edge: \(cut)")
        }
        try await ChromeDriver.withSession { browser in
            try await BrowserLayoutTests.emulatePhone(browser)
            try await browser.open(BrowserTools.url(of: "index.html"))
            let phone = try await browser.run(
                """
                const words = [...document.querySelectorAll('.diagram-words li')];
                return [document.querySelector('.map-scroll').offsetParent === null,
                        words.length > 10 && words.every(li => li.getBoundingClientRect().height > 0)];
                """, as: [Bool].self)
            #expect(phone == [true, true], "the picture gives way to the list in words: \(phone)")
        }
    }

    @Test("Printed: the light palette on paper in the dark theme, glance box open, whole programs as left")
    func printing() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "memento.html"))
            try await browser.perform(
                "localStorage.setItem('theme', 'dark'); localStorage.setItem('glance', 'closed')")
            try await browser.reload()
            #expect(!(try await browser.run("return document.querySelector('details.glance').open", as: Bool.self)))
            try await browser.devTools("Emulation.setEmulatedMedia", ["media": "print"])
            let printed = try await browser.run(
                """
                const colour = (selector) => getComputedStyle(document.querySelector(selector)).color;
                const visible = (element) => element.getBoundingClientRect().height > 0;
                return [colour('.listing .kw'), getComputedStyle(document.querySelector('.listing')).backgroundColor,
                        String(visible(document.querySelector('.glance dd'))),
                        String([...document.querySelectorAll('.whole-program pre')].some(p => p.checkVisibility())),
                        [...document.querySelectorAll('summary')].map(s => getComputedStyle(s).listStyleType)
                          .filter(t => t !== 'none').join(' ')];
                """, as: [String].self)
            #expect(printed[0] == "rgb(207, 34, 46)", "keywords print in the light theme's red, not \(printed[0])")
            #expect(printed[1] == "rgb(246, 248, 250)", "listings print on the light panel, not \(printed[1])")
            #expect(printed[2] == "true", "the glance box prints open")
            #expect(printed[3] == "false", "the whole programs print as the reader left them, closed")
            #expect(printed[4] == "", "paper shows no disclosure triangle: \(printed[4])")
            try await browser.perform("localStorage.clear()")
        }
        // print.html: each answer of a glance box right by its question, the contents on the
        // title page (paper 8.5 in wide, 96 px an inch, less 0.4 in margins).
        try await ChromeDriver.withSession(width: 740, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "print.html"))
            try await browser.devTools("Emulation.setEmulatedMedia", ["media": "print"])
            let layout = try await browser.run(
                """
                const gaps = [...document.querySelectorAll('.print-chapter .glance dt')].slice(0, 30).map(dt =>
                  dt.nextElementSibling.getBoundingClientRect().top - dt.getBoundingClientRect().bottom);
                const contents = document.querySelector('.print-contents').getBoundingClientRect();
                return [Math.max(...gaps), contents.bottom - document.querySelector('main').getBoundingClientRect().top];
                """, as: [Double].self)
            #expect(layout[0] < 12, "an answer is \(layout[0]) px below its question")
            #expect(layout[1] < 960, "the title page with its contents is \(layout[1]) px tall")
            let provenance = try await browser.run(
                "return document.querySelector('.print-title + .print-provenance, .print-provenance')?.textContent ?? ''",
                as: String.self)
            #expect(provenance.contains("Swift version"), "the title page names the toolchain: '\(provenance)'")
        }
    }

    @Test("The 404 page keeps its styles and links from disk and under a project's sub-path")
    func notFoundAnywhere() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            try await browser.open(BrowserTools.url(of: "404.html"))
            #expect(try await Self.styled(browser))
            #expect(
                try await browser.run("return document.querySelector('main a.home-link').href", as: String.self)
                    == BrowserTools.url(of: "index.html"))
        }
        // A project site: the catalogue under /patterns/, nothing at the host's root.
        let server = try await StaticSiteServer.start(BrowserTools.site, under: "/patterns")
        defer { server.stop() }
        try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
            let root = "http://127.0.0.1:\(server.port)/patterns/"
            try await browser.open(root + "no/such/page.html")
            #expect(
                try await browser.run("return document.querySelector('h1').textContent", as: String.self)
                    == "Page not found")
            #expect(try await Self.styled(browser))
            #expect(
                try await browser.run("return document.querySelector('main a.home-link').href", as: String.self)
                    == root + "index.html")
            #expect(
                try await browser.run("return document.querySelector('.sidebar a').href", as: String.self)
                    .hasPrefix(root))
        }
    }

    @Test("A listing the compiler cites numbers its lines as the compiler does, and starts with the lesson")
    func citedListingsAreNumbered() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            let found = try await browser.run(
                """
                const out = [];
                for (const block of document.querySelectorAll('.chapter-body figure.diagnostics')) {
                  const listing = block.previousElementSibling;
                  if (!listing || !listing.matches('figure.listing')) continue;
                  const code = listing.querySelector('pre code');
                  const numbers = [...code.querySelectorAll('.ln')].map(n => getComputedStyle(n, '::before').content.replaceAll('"', ''));
                  const lines = code.textContent.split('\\n').length;
                  const cited = [...block.querySelectorAll('.diag-message')]
                    .map(m => m.textContent.match(/^main\\.swift:(\\d+):/)).filter(m => m).map(m => m[1]);
                  out.push([numbers.length === lines, cited.length > 0 && cited.every(n => numbers.includes(n)),
                            !code.textContent.startsWith('// expect:')]);
                }
                return out;
                """, as: [[Bool]].self)
            #expect(!found.isEmpty, "singleton.html shows a listing with the compiler's words under it")
            for (index, checks) in found.enumerated() {
                #expect(checks[0], "listing \(index): every line has its number")
                #expect(checks[1], "listing \(index): each line the compiler cites is numbered in the listing")
                #expect(checks[2], "listing \(index): no '// expect:' line")
            }
        }
    }

    @Test("Every line the compiler cites is numbered on the page: in the listing above, or in the whole program")
    func citedLinesAreFound() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            for page in [
                "memento.html", "state.html", "builder.html", "associated-objects.html", "null-object.html",
                "iterator.html",
            ] {
                try await browser.open(BrowserTools.url(of: page))
                struct Found: Decodable {
                    let cited: Int
                    let missing: [String]
                    let headedByExpect: [String]
                }
                let found = try await browser.run(
                    """
                    const numbered = (root, file) => [...root.querySelectorAll('figure.listing')]
                      .filter(f => f.querySelector('.listing-file').textContent.endsWith('/' + file))
                      .flatMap(f => [...f.querySelectorAll('.ln')].map(n => n.dataset.line));
                    const whole = name => [...document.querySelectorAll('details.whole-program')]
                      .find(d => d.querySelector('summary code').textContent === name);
                    let cited = 0; const missing = [];
                    for (const block of document.querySelectorAll('.chapter-body figure.diagnostics')) {
                      // A block under its listing, or on its own: then its caption names the example.
                      const above = block.previousElementSibling;
                      const listing = above && above.matches('figure.listing') ? above : null;
                      const name = listing ? listing.querySelector('.listing-file').textContent.split('/')[1]
                        : block.querySelector('.diag-verdict').textContent.split(' ')[0];
                      for (const m of block.querySelectorAll('.diag-message')) {
                        const at = m.textContent.match(/^([\\w\\/]+\\.swift):(\\d+):/);
                        if (!at) continue;
                        cited += 1;
                        const file = at[1].split('/').pop();
                        const program = whole(name);
                        const inListing = listing !== null
                          && listing.querySelector('.listing-file').textContent.endsWith('/' + file)
                          && [...listing.querySelectorAll('.ln')].some(n => n.dataset.line === at[2]);
                        if (!inListing
                            && !(program && numbered(program, file).includes(at[2]))) missing.push(name + ' ' + at[0]);
                      }
                    }
                    const headedByExpect = [...document.querySelectorAll('details.whole-program pre code')]
                      .filter(c => c.textContent.startsWith('// expect:')).map(c => c.textContent.slice(0, 40));
                    return { cited, missing, headedByExpect };
                    """, as: Found.self)
                #expect(found.cited > 0, "\(page) cites lines")
                #expect(found.missing.isEmpty, "\(page): cited lines numbered nowhere: \(found.missing)")
                #expect(found.headedByExpect.isEmpty, "\(page): whole programs headed by '// expect:'")
            }
        }
    }

    @Test("Every line a comparison's compiler column cites is numbered, as the file is, in the example's whole program")
    func comparisonCitationsAreFound() async throws {
        let pages = try BrowserTools.chapterPages.filter { page in
            try String(contentsOf: BrowserTools.site.appendingPathComponent(page), encoding: .utf8)
                .contains("class=\"compare\"")
        }
        #expect(pages.count > 10)
        var cited = 0
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            for page in pages {
                try await browser.open(BrowserTools.url(of: page))
                struct Found: Decodable {
                    let cited: Int
                    let missing: [String]
                }
                let found = try await browser.run(
                    """
                    const numbered = (name, file) => {
                      const program = [...document.querySelectorAll('details.whole-program')]
                        .find(d => d.querySelector('summary code').textContent === name);
                      if (!program) return [];
                      return [...program.querySelectorAll('figure.listing')]
                        .filter(f => f.querySelector('.listing-file').textContent.endsWith('/' + file))
                        .flatMap(f => [...f.querySelectorAll('.ln')].map(n => n.dataset.line));
                    };
                    let cited = 0; const missing = [];
                    for (const block of document.querySelectorAll('.chapter-body div.compare')) {
                      const name = block.getAttribute('aria-label').split(' under ')[0];
                      for (const m of block.querySelectorAll('.compiler .diag-message')) {
                        const at = m.textContent.match(/^([\\w\\/]+\\.swift):(\\d+):/);
                        if (!at) continue;
                        cited += 1;
                        if (!numbered(name, at[1].split('/').pop()).includes(at[2])) missing.push(name + ' ' + at[0]);
                      }
                    }
                    return { cited, missing };
                    """, as: Found.self)
                cited += found.cited
                #expect(found.missing.isEmpty, "\(page): lines a comparison cites, numbered nowhere: \(found.missing)")
            }
        }
        #expect(cited > 10, "the comparisons cite lines")
    }

    @Test("The examples page is grouped by chapter, its sections are links, and each chapter leads to its group")
    func examplesByChapter() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "observer.html"))
            try await browser.click(browser.element("#run-it a[href^='examples.html#']"))
            try await browser.waitUntil("location.hash === '#chapter-observer'")
            let group = try await browser.run(
                """
                const heading = document.getElementById('chapter-observer');
                const items = [...heading.closest('section').querySelectorAll('li')];
                return [heading.getBoundingClientRect().top < innerHeight && heading.getBoundingClientRect().top > -1,
                        items.length > 0 && items.every(li => li.querySelector('a[href^="observer.html#"]') !== null),
                        document.querySelectorAll('.example-group').length > 20];
                """, as: [Bool].self)
            #expect(
                group == [true, true, true], "in view, each example's section a link, one group a chapter: \(group)")
            #expect(
                try await browser.run(
                    "return document.querySelector('#sidebar a[href=\"examples.html\"]') !== null", as: Bool.self),
                "the chapter list links the examples page")
        }
    }

    static func styled(_ browser: WebDriverSession) async throws -> Bool {
        try await browser.run(
            "return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle === 'solid'",
            as: Bool.self)
    }
}
