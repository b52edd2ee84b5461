import Foundation
import Testing

@testable import SiteBench
@testable import SiteKit

/// The "Try it online" link on a built fixture site, in headless Chromium at a phone's width.
@Suite(
    "Try it online in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserTryOnlineTests {
    static let files = [
        "Content/single.md": FixtureProject.chapter(
            title: "Single",
            body: """

                ## One file

                ```example Alone
                ```

                ```output Alone
                ```

                ## Two files

                ```example Pair
                ```

                ```output Pair
                ```

                """),
        "Examples/Alone/main.swift":
            "// setting: language-mode 5\nimport Foundation\n\n// snippet.sum\nprint(\"alone & \\(1 + 1)\")\n// snippet.end\n",
        "Examples/Pair/main.swift": "print(helper())\n",
        "Examples/Pair/Helper.swift": "func helper() -> String { \"a pair\" }\n",
    ]

    @Test("The one-file example's link is present, visible at 390 px in both themes and points at the service")
    func linkIsVisible() async throws {
        let project = try FixtureProject(files: Self.files)
        try await project.generator().build()
        for page in ["single.html", "examples.html"] {
            let url = project.root.appendingPathComponent("Site/\(page)").absoluteString
            for theme in ["light", "dark"] {
                try await ChromeDriver.withSession(width: 390, height: 800) { browser in
                    try await browser.devTools(
                        "Emulation.setEmulatedMedia",
                        ["features": [["name": "prefers-color-scheme", "value": theme]]])
                    try await browser.open(url)
                    struct Found: Decodable {
                        let count: Int
                        let href: String
                        let text: String
                        let rel: String
                        let visible: Bool
                        let fits: Bool
                        let item: String
                        let whole: String?
                    }
                    let found = try await browser.run(
                        """
                        const links = [...document.querySelectorAll('a.try-online')];
                        const link = links[0];
                        link.scrollIntoView();
                        const box = link.getBoundingClientRect();
                        const style = getComputedStyle(link);
                        return { count: links.length, href: link.href, text: link.textContent, rel: link.rel,
                          visible: box.width > 0 && box.height > 0 && style.visibility === 'visible'
                            && style.display !== 'none' && style.color !== style.backgroundColor,
                          fits: box.left >= 0 && box.right <= document.documentElement.clientWidth,
                          item: link.closest('li').textContent,
                          whole: [...document.querySelectorAll('details.whole-program')]
                            .find(d => d.querySelector('summary').textContent.includes('Alone'))
                            ?.querySelector('pre code').textContent ?? null };
                        """, as: Found.self)
                    #expect(found.count == 1, "\(page), \(theme): only Alone has a link")
                    #expect(found.href.hasPrefix("https://godbolt.org/clientstate/"))
                    #expect(found.text == "Try it online (Swift 6.3, Compiler Explorer)")
                    #expect(found.rel == "noopener")
                    #expect(found.visible, "\(page), \(theme)")
                    #expect(found.fits, "\(page), \(theme): inside a 390 px screen")
                    #expect(found.item.contains("swift run Alone"))
                    let state = try #require(TryOnline.state(in: found.href))
                    // The code it carries is the program as the chapter shows it whole: no
                    // setting line, no snippet markers.
                    #expect(state.sessions.first?.source == "import Foundation\n\nprint(\"alone & \\(1 + 1)\")\n")
                    if page == "single.html" {
                        #expect(found.whole.map { $0 + "\n" } == state.sessions.first?.source)
                    }
                }
            }
        }
    }
}
