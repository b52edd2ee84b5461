import Foundation
import Testing

@testable import SiteBench

@Suite("Scratch shots", .enabled(if: ProcessInfo.processInfo.environment["SHOTS"] != nil), .serialized)
struct ScratchShotsTests {
    @Test func orphans() async throws {
        for root in ["/tmp/oldsite/Site", BrowserTools.site.path] {
            try await ChromeDriver.withSession(width: 1280, height: 800) { browser in
                var orphans = 0
                var searchOff = 0
                for page in BrowserTools.chapterPages {
                    try await browser.open("file://" + root + "/" + page)
                    orphans += try await browser.run(
                        """
                        let parentLeft = null, n = 0;
                        for (const a of document.querySelectorAll('#on-this-page a')) {
                          const h = document.getElementById(a.hash.slice(1));
                          if (h.tagName === 'H2') { parentLeft = a.closest('li').getBoundingClientRect().left; continue; }
                          if (parentLeft !== null && Math.abs(a.closest('li').getBoundingClientRect().left - parentLeft) > 40) n++;
                        }
                        return n;
                        """, as: Int.self)
                    try await browser.scroll(toY: 8000)
                    searchOff += try await browser.run(
                        "const r = document.getElementById('site-search').getBoundingClientRect(); return r.bottom <= 0 ? 1 : 0",
                        as: Int.self)
                }
                print("ORPHANS \(root): \(orphans) sub-sections orphaned; search off screen 8000 px down on \(searchOff) of \(BrowserTools.chapterPages.count)")
            }
        }
    }
    @Test func toc() async throws {
        for width in [960, 1280] {
            try await ChromeDriver.withSession(width: width, height: 900) { browser in
                try await browser.open(BrowserTools.url(of: "observer.html"))
                try await browser.perform("localStorage.setItem('glance','closed')")
                try await browser.reload()
                try await browser.perform("document.getElementById('on-this-page').scrollIntoView()")
                try await browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/shots/toc-\(width).png"))
            }
        }
    }
    @Test func shots() async throws {
        for (width, height) in [(1280, 800), (390, 844)] {
            for theme in ["light", "dark"] {
                try await ChromeDriver.withSession(width: width, height: height) { browser in
                    try await browser.devTools(
                        "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": theme]]])
                    for page in ["singleton.html", "command.html", "mvc.html", "index.html"] {
                        try await browser.open(BrowserTools.url(of: page))
                        if page != "index.html" { try await browser.scroll(toY: 5000) }
                        try await browser.screenshot().write(
                            to: URL(fileURLWithPath: "/tmp/shots/\(page)-\(width)-\(theme).png"))
                    }
                    try await browser.open(BrowserTools.url(of: "singleton.html"))
                    try await browser.scroll(toY: 3000)
                    try await browser.press("?")
                    try await browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/shots/keys-\(width)-\(theme).png"))
                }
            }
        }
    }
}
