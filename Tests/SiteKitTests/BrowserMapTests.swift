import Foundation
import Testing

@testable import SiteBench

/// The home page's map of how chapters relate, in headless Chromium over the committed
/// `Site/`: no arc is drawn until a chapter's name is pointed at or reached with the keyboard,
/// then only that chapter's, and the list in words holds every relation without the map.
@Suite(
    "The catalogue map in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserMapTests {
    /// The slugs of every pair whose arc a reader can see now.
    static let visibleArcs = """
        return [...document.querySelectorAll('.catalogue-map .m-arc')].filter(a => {
          const style = getComputedStyle(a), box = a.getBoundingClientRect();
          return style.visibility === 'visible' && style.display !== 'none' && parseFloat(style.opacity) > 0
            && parseFloat(style.strokeWidth) > 0 && box.width > 0 && box.height > 0;
        }).map(a => a.getAttribute('data-pair'));
        """

    @Test("With nothing hovered no arc is drawn; a name reached with Tab or pointed at draws its arcs alone")
    func arcsOfOneChapter() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            let total = try await browser.run(
                "return document.querySelectorAll('.catalogue-map .m-arc').length", as: Int.self)
            #expect(total > 20, "\(total) arcs in the map")
            #expect(try await browser.run(Self.visibleArcs, as: [String].self).isEmpty, "arcs drawn with no hover")

            // The keyboard: focus the name before Observer's, then Tab onto Observer's.
            try await browser.perform(
                """
                const links = [...document.querySelectorAll('.catalogue-map a[data-slug]')];
                links[links.findIndex(a => a.dataset.slug === 'observer') - 1].focus();
                """)
            try await browser.press(WebDriverSession.Key.tab)
            let focused = try await browser.run(
                "return document.activeElement.getAttribute('data-slug')", as: String?.self)
            #expect(focused == "observer")
            let shown = try await browser.run(Self.visibleArcs, as: [String].self)
            let expected = try await browser.run(
                """
                return [...document.querySelectorAll('.catalogue-map .m-arc')].map(a => a.getAttribute('data-pair'))
                  .filter(p => p.split(' ').includes('observer'));
                """, as: [String].self)
            #expect(!shown.isEmpty && shown == expected, "Observer's arcs, and only those: \(shown)")
            let bold = try await browser.run(
                "return [...document.querySelectorAll('.catalogue-map a.m-on')].map(a => a.dataset.slug).sort()",
                as: [String].self)
            let ends = Set(expected.flatMap { $0.split(separator: " ").map(String.init) }).sorted()
            #expect(bold == ends, "the names at the arcs' ends stand out")

            try await browser.perform("document.activeElement.blur()")
            #expect(try await browser.run(Self.visibleArcs, as: [String].self).isEmpty, "arcs left after the focus")

            // The pointer: a name hovered draws its arcs.
            try await browser.perform(
                "document.querySelector('.catalogue-map a[data-slug=singleton]').dispatchEvent(new MouseEvent('mouseenter'))"
            )
            let hovered = try await browser.run(Self.visibleArcs, as: [String].self)
            #expect(!hovered.isEmpty && hovered.allSatisfy { $0.split(separator: " ").contains("singleton") })
        }
    }

    @Test("The list in words after the map names, for each chapter, every chapter an arc joins it to")
    func relationsInWords() async throws {
        try await ChromeDriver.withSession(width: 1280, height: 900) { browser in
            try await browser.open(BrowserTools.url(of: "index.html"))
            let missing = try await browser.run(
                """
                const href = {};
                document.querySelectorAll('.catalogue-map a[data-slug]').forEach(a => href[a.dataset.slug] = a.getAttribute('href'));
                const listed = {};
                document.querySelectorAll('section.map .diagram-words li').forEach(li => {
                  const links = [...li.querySelectorAll('a')].map(a => a.getAttribute('href'));
                  listed[links[0]] = links.slice(1);
                });
                const missing = [];
                document.querySelectorAll('.catalogue-map .m-arc').forEach(arc => {
                  const [a, b] = arc.getAttribute('data-pair').split(' ');
                  if (!(listed[href[a]] || []).includes(href[b])) missing.push(a + ' → ' + b);
                  if (!(listed[href[b]] || []).includes(href[a])) missing.push(b + ' → ' + a);
                });
                return missing;
                """, as: [String].self)
            #expect(missing.isEmpty, "relations the list leaves out: \(missing)")
            let listed = try await browser.run(
                "return document.querySelectorAll('section.map details.diagram-words li').length", as: Int.self)
            #expect(listed > 20)
        }
    }
}
