import Foundation
import Testing

@testable import SiteBench

/// axe-core, the accessibility engine browsers' own audits use, run on every page in both
/// themes (so it also measures the contrast of every colour actually on screen).
@Suite(
    "Accessibility in a browser",
    .enabled(
        "needs Chromium, chromedriver and axe-core's axe.min.js (pip install axe-playwright-python, or set AXE_JS)"
    ) { await BrowserTools.axeAvailable() },
    .serialized)
struct BrowserAccessibilityTests {
    struct Violation: Decodable, CustomStringConvertible {
        let id: String
        let impact: String?
        let help: String
        let targets: [String]
        var description: String { "\(id) (\(impact ?? "?")): \(help) at \(targets.prefix(3).joined(separator: "; "))" }
    }

    @Test("axe-core finds no WCAG 2 A/AA violation, of any impact, on any page", arguments: ["light", "dark"])
    func noSeriousViolations(theme: String) async throws {
        let axe = try String(contentsOfFile: await BrowserTools.axeScript.value ?? "", encoding: .utf8)
        #expect(BrowserTools.pages.count > 3)
        try await ChromeDriver.withSession { browser in
            try await browser.devTools(
                "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": theme]]])
            // Not print.html: it is every chapter's section again, each checked on its own page
            // with the same markup, and axe-core on the whole catalogue at once runs for more
            // than five minutes on two cores. (The Nu validator still checks it.)
            for page in BrowserTools.pages where page != "print.html" {
                try await browser.open(BrowserTools.url(of: page))
                try await browser.perform(axe)
                let violations = try await browser.runAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })
                      .then(r => done(r.violations.map(v => ({
                        id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(n => n.target.join(' ')) }))),
                        e => done([{ id: 'axe-error', impact: 'critical', help: String(e), targets: [] }]));
                    """, as: [Violation].self)
                #expect(violations.isEmpty, "\(page), \(theme) theme: \(violations)")
            }
        }
    }

    @Test("The skip link is the first thing Tab reaches, and it moves focus to the content")
    func skipLinkComesFirst() async throws {
        try await ChromeDriver.withSession { browser in
            try await browser.open(BrowserTools.url(of: "singleton.html"))
            try await browser.press(WebDriverSession.Key.tab)
            #expect(try await browser.run("return document.activeElement.className", as: String.self) == "skip-link")
            let outline = try await browser.run(
                "return getComputedStyle(document.activeElement).outlineStyle", as: String.self)
            #expect(outline != "none", "focus is visible")
            try await browser.press(WebDriverSession.Key.enter)
            try await browser.waitUntil("location.hash === '#main'")
            #expect(try await browser.run("return document.activeElement.id", as: String.self) == "main")
        }
    }
}
