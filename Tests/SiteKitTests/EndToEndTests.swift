import Foundation
import Testing

@testable import SiteKit

/// Whole builds of a real project in a temporary directory: real `swift build`, real example
/// processes, real libcmark, real files.
extension FixtureTests {
    @Suite("Building a site")
    struct EndToEndTests {
        func project() async throws -> FixtureProject { try await CatalogueFixture.shared.value }

        func page(_ name: String) async throws -> String {
            try await project().read("Site/\(name)")
        }

        @Test("each chapter page shows its example's highlighted code and real output")
        func codeAndOutput() async throws {
            let page = try await page("hello.html")
            let parts = page.components(separatedBy: "<section id=\"whole-programs\"")
            try #require(parts.count == 2, "the page ends with the whole programs")
            let html = parts[0]
            #expect(html.contains("<span class=\"kw\">func</span> greet"))
            #expect(html.contains("Hello, &lt;World&gt; &amp; friends"))
            #expect(html.contains("1 &lt; 2 &lt; 3"))
            #expect(!html.contains("hiddenSetup"))
            #expect(!page.contains("snippet."))
            // The whole program, collapsed after the chapter, has every line, hidden ones too.
            #expect(parts[1].contains("<details class=\"whole-program\">"))
            #expect(parts[1].contains("hiddenSetup"))
            #expect(html.contains("<span class=\"listing-slice\">(greeting)</span>"))
            #expect(page.contains("<code>swift run Hello</code>"))
        }

        @Test("an expected crash shows what was printed before it, stderr and how it ended")
        func expectedCrash() async throws {
            let html = try await page("hello.html")
            #expect(html.contains("<pre class=\"stdout\">about to check the invariant</pre>"))
            #expect(html.contains("<div class=\"stderr\"><span class=\"stream-label\">Standard error</span>"))
            #expect(html.contains("the balance went negative"))
            #expect(html.contains("The program crashed (SIG"))
            // The runtime's stack trace holds addresses that change every run; it is left out.
            #expect(!html.contains("Current stack trace"))
            #expect(!html.contains("0x0000"))
        }

        @Test("a run with arguments and stdin reads as a transcript")
        func transcript() async throws {
            let html = try await page("hello.html")
            #expect(html.contains("$ swift run Echo -- --loud"))
            #expect(
                html.contains(
                    "<div class=\"stdin\"><span class=\"stream-label\">Input</span><pre>Ada\nGrace</pre></div>"))
            #expect(html.contains("<pre class=\"stdout\">ADA\nGRACE</pre>"))
        }

        @Test("Swift in prose is highlighted, escaped and marked as not compiled")
        func notCompiled() async throws {
            let html = try await page("hello.html")
            #expect(html.contains("Swift, not compiled"))
            #expect(html.contains("&lt;<span class=\"ty\">Int</span>&gt;") || html.contains("Array&lt;"))
            #expect(!html.contains("<b>"))
        }

        @Test("headings get stable ids and chapter links point to pages")
        func headingsAndLinks() async throws {
            let html = try await page("hello.html")
            #expect(html.contains("<h2 id=\"the-code\">"))
            #expect(html.contains("<h3 id=\"just-the-greeting\">"))
            #expect(html.contains("href=\"other.html#details\""))
            #expect(try await page("other.html").contains("href=\"hello.html\""))
        }

        @Test("the home page lists every chapter with its intent, by category")
        func homePage() async throws {
            let html = try await page("index.html")
            let creational = try #require(html.range(of: ">Creational<"))
            let behavioural = try #require(html.range(of: ">Behavioural<"))
            #expect(creational.lowerBound < behavioural.lowerBound)
            #expect(html.contains("<a href=\"hello.html\"><span class=\"pattern-title\">Hello</span>"))
            #expect(html.contains("A one-sentence intent for Other."))
            // The map links every chapter and draws one arc for the pair related both ways.
            let map = try #require(html.firstMatch(of: /<svg class="catalogue-map"(?s)(.*?)<\/svg>/)).1
            #expect(map.contains("<a href=\"hello.html\" data-slug=\"hello\"><text class=\"m-chapter\""))
            #expect(map.contains("<a href=\"other.html\" data-slug=\"other\"><text class=\"m-chapter\""))
            #expect(map.matches(of: /class="m-arc"/).count == 1)
            // And says the same in words, for readers who cannot see it.
            #expect(map.contains("<desc>2 chapters in 2 categories and 1 pair of related chapters"))
            let words = try #require(html.firstMatch(of: /The map in words(?s)(.*?)<\/details>/)).1
            #expect(words.contains("<li><a href=\"hello.html\">Hello</a>: <a href=\"other.html\">Other</a></li>"))
            #expect(words.contains("<li><a href=\"other.html\">Other</a>: <a href=\"hello.html\">Hello</a></li>"))
        }

        @Test("the examples page lists every example by chapter, with where it is shown and how to run it")
        func examplesPage() async throws {
            let html = try await page("examples.html")
            #expect(html.contains("<h2 id=\"chapter-hello\"><a href=\"hello.html\">Hello</a></h2>"))
            let hello = try #require(html.firstMatch(of: /<li id="Hello">(?s)(.*?)<\/li>/)).1
            #expect(hello.contains("<a href=\"hello.html#"))
            #expect(hello.contains("<code>swift run Hello</code>"))
            #expect(try await page("index.html").contains("<a href=\"examples.html\">"))
            // Each chapter's "Run it yourself" leads to its own examples there.
            #expect(try await page("hello.html").contains("<a href=\"examples.html#chapter-hello\">"))
        }

        @Test("the page shows exactly what 'swift run Hello' prints")
        func sameAsSwiftRun() async throws {
            let project = try await project()
            let result = await ProcessRunner(timeout: 300).run(
                "swift", ["run", "--package-path", project.examples.path, "-q", "Hello"])
            #expect(result.termination == .exited(0))
            let html = try await page("hello.html")
            let shown = HTMLText.unescape(try #require(html.firstMatch(of: /<pre class="stdout">([^<]*)<\/pre>/)).1)
            #expect(shown + "\n" == result.stdout)
        }

        @Test("the examples package downloaded from the site runs an example on its own, printing what the page shows")
        func downloadedPackageRuns() async throws {
            let project = try await project()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let config = SiteConfig()
            let archive = project.root.appendingPathComponent("Site/\(config.examplesDownload)").path
            let unzipped = await ProcessRunner(timeout: 60).run(
                "python3", ["-m", "zipfile", "-e", archive, folder.path])
            try #require(unzipped.succeeded, "\(unzipped.stderr)")
            let package = folder.appendingPathComponent(config.examplesFolder)
            // The package holds the example's sources and no generator.
            #expect(
                FileManager.default.fileExists(atPath: package.appendingPathComponent("Examples/Hello/main.swift").path)
            )
            #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources").path))
            let result = await ProcessRunner(timeout: 300).run(
                "swift", ["run", "--package-path", package.path, "-q", "Hello"])
            #expect(result.termination == .exited(0), "\(result.stderr)")
            let html = try await page("hello.html")
            let shown = HTMLText.unescape(try #require(html.firstMatch(of: /<pre class="stdout">([^<]*)<\/pre>/)).1)
            #expect(shown + "\n" == result.stdout)
            #expect(html.contains("<a href=\"\(config.examplesDownload)\">"), "the chapter links the download")
        }

        @Test("two builds of the same input write the same bytes")
        func reproducible() async throws {
            let project = try await project()
            let before = project.siteSnapshot()
            try await project.generator().build()
            #expect(project.siteSnapshot() == before)
        }

        @Test("two builds at the same time leave one complete site and no temporary files")
        func concurrentBuilds() async throws {
            let project = try await project()
            let expected = project.siteSnapshot()
            async let first: Void = { _ = try await project.generator().build() }()
            async let second: Void = { _ = try await project.generator().build() }()
            _ = try await (first, second)
            #expect(project.siteSnapshot() == expected)
            let scratch = try FileManager.default.contentsOfDirectory(atPath: project.layout.scratch.path)
            #expect(scratch.filter { $0.hasPrefix("staging-") || $0.hasPrefix("retired-") } == [])
        }
    }
}

/// Reverses the escaping of program output on a page.
enum HTMLText {
    static func unescape(_ html: some StringProtocol) -> String {
        String(html).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
