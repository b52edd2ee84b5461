import Foundation
import Testing

@testable import SiteBench

/// An author's loop with `site serve`, in headless Chromium: save, and the open page shows it.
@Suite(
    "Live preview in a browser",
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver (Debian: chromium, chromium-driver)"),
    .serialized)
struct BrowserPreviewTests {
    @Test(
        "A saved chapter reloads its open page at the same scroll position; a broken fence shows an overlay until fixed"
    )
    func savedChapterReloads() async throws {
        let project = try FixtureProject(files: PreviewServerTests.files())
        let preview = try await RunningPreview.start(project)
        do {
            try await ChromeDriver.withSession { browser in
                try await browser.open(preview.url.appendingPathComponent("walk.html").absoluteString)
                try await browser.perform("window.scrollTo(0, 600)")
                try await browser.perform("window.notReloaded = true")

                try project.write("Content/walk.md", PreviewFixture.walk(paragraph: "A freshly saved sentence."))
                try await browser.waitUntil("document.body.textContent.includes('A freshly saved sentence.')")
                #expect(try await browser.run("return window.notReloaded === undefined", as: Bool.self))
                let scrolled = try await browser.run("return Math.round(window.scrollY)", as: Int.self)
                #expect(abs(scrolled - 600) <= 2, "scrolled to \(scrolled)")

                try project.write(
                    "Content/walk.md", PreviewFixture.walk(paragraph: "Broken.", fence: "example Missing"))
                try await browser.waitUntil("document.getElementById('site-serve-overlay') !== null")
                let overlay = try await browser.run(
                    "return document.querySelector('#site-serve-overlay pre').textContent", as: String.self)
                #expect(overlay.contains("Content/walk.md:") && overlay.contains("error:"), "\(overlay)")
                #expect(overlay.contains("Missing"))

                try project.write("Content/walk.md", PreviewFixture.walk(paragraph: "Mended."))
                try await browser.waitUntil("document.getElementById('site-serve-overlay') === null")
                try await browser.waitUntil("document.body.textContent.includes('Mended.')")
            }
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("A page that a build did not rewrite stays as it is")
    func otherPagesStay() async throws {
        let project = try FixtureProject(files: PreviewServerTests.files())
        let preview = try await RunningPreview.start(project)
        do {
            try await ChromeDriver.withSession { browser in
                try await browser.open(preview.url.appendingPathComponent("still.html").absoluteString)
                try await browser.perform("window.notReloaded = true")
                // A failed build shows its errors over every open page: once they show here,
                // this page hears the preview's messages.
                try await preview.save(in: project) {
                    try project.write("Examples/Walker/main.swift", "print(\"step three\")\nlet no: Int = \"no\"\n")
                }
                try await browser.waitUntil("document.getElementById('site-serve-overlay') !== null")
                // The next build rewrites the other page only. The message that tells this page
                // so takes the overlay away, and the page decides in the same step whether to
                // reload: a page that reloads first keeps its scroll position in sessionStorage.
                let built = try await preview.save(in: project) {
                    try project.write("Examples/Walker/main.swift", "print(\"step three\")\n")
                }
                guard case .built(let files, _) = built else {
                    Issue.record("expected a build, saw \(preview.events)")
                    return
                }
                #expect(files.contains("walk.html") && !files.contains("still.html"), "\(files)")
                try await browser.waitUntil("document.getElementById('site-serve-overlay') === null")
                #expect(try await browser.run("return window.notReloaded === true", as: Bool.self))
                #expect(
                    try await browser.run(
                        "return sessionStorage.getItem('site-serve-scroll:still.html') === null", as: Bool.self))
            }
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }
}
