import Foundation
import Testing

@testable import SiteKit

/// `site check` finds what would let the committed site drift from the code.
extension FixtureTests {
    @Suite("Checking a site")
    struct CheckTests {
        func check() async throws -> [Diagnostic] {
            let project = try await CatalogueFixture.shared.value
            return await SiteChecker(generator: try project.generator()).check()
        }

        @Test("a freshly built site passes")
        func fresh() async throws {
            #expect(try await check() == [])
        }

        @Test("a stale page is named, with the command that fixes it")
        func stale() async throws {
            let project = try await CatalogueFixture.shared.value
            let page = try project.read("Site/other.html")
            try project.write("Site/other.html", page.replacingOccurrences(of: "Details", with: "Detail"))
            try project.write("Site/leftover.html", "old")
            defer {
                try? project.write("Site/other.html", page)
                try? project.remove("Site/leftover.html")
            }
            let found = try await check()
            #expect(found.count == 1)
            let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
            let changed = try #require(lines.firstIndex { $0.contains("Details") })
            let edited = lines[changed].replacingOccurrences(of: "Details", with: "Detail")
            #expect(
                found.first?.message
                    == "Site/ is stale; these pages differ or are missing: other.html; should not be there: leftover.html; "
                    + "other.html line \(changed + 1) is '\(edited)' in Site/, '\(lines[changed])' when built")
            #expect(found.first?.hint == "run 'swift run site' and commit Site/")
        }

        @Test("an example whose output changes between runs is named with the first differing line")
        func nondeterministic() async throws {
            let project = try await CatalogueFixture.shared.value
            let unstable = "print(\"stable line\")\nprint(\"lucky number\", Int.random(in: 0..<1_000_000))\n"
            try project.write("Examples/Echo/main.swift", unstable)
            defer { try? project.write("Examples/Echo/main.swift", CatalogueFixture.echo) }
            // One cause, one report: not again as a stale Site/, which rebuilding cannot fix.
            let found = try await check()
            #expect(found.count == 1, "\(found)")
            let message = try #require(found.first?.message)
            #expect(
                message.hasPrefix(
                    "'swift run Echo -- --loud' printed different output on a second run: stdout line 2 was 'lucky number "
                ))
            #expect(found.first?.file == "Examples/Echo/main.swift")
        }

        @Test("an example no chapter shows is reported")
        func unused() async throws {
            let project = try await CatalogueFixture.shared.value
            try project.write("Examples/Orphan/main.swift", "print(\"nobody shows me\")\n")
            // As a build writes it: a stale manifest would be the one cause reported.
            try project.writeManifest()
            defer {
                try? project.remove("Examples/Orphan")
                try? project.writeManifest()
            }
            let found = try await check()
            #expect(found.map(\.message) == ["the example 'Orphan' is not shown by any chapter"])
            try project.write("Examples/Orphan/.standalone", "")
            #expect(try await check() == [], "a standalone example needs no chapter")
        }

        @Test("links in generated pages that point nowhere are found")
        func pageLinks() {
            let files = [
                "index.html": Data(
                    "<a href=\"a.html#top\">a</a> <a href=\"gone.html\">x</a> <a href=\"#here\">h</a><p id=\"here\"></p>"
                        .utf8),
                "a.html": Data("<h2 id=\"middle\">M</h2><link href=\"assets/style.css\">".utf8),
            ]
            let found = LinkChecker.pageLinks(in: files).map(\.description).sorted()
            #expect(
                found == [
                    "Site/a.html: error: the link 'assets/style.css' points to no file of the site",
                    "Site/index.html: error: the link 'a.html#top' points to an anchor that does not exist",
                    "Site/index.html: error: the link 'gone.html' points to no file of the site",
                ])
        }
    }
}
