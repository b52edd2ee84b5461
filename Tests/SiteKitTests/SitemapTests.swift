import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `sitemap.xml`, built from a fixture project: well-formed, in the sitemaps.org schema, one
/// absolute URL under the configured `base-url` per page a reader should find (every chapter,
/// the home, examples and print pages; not the 404 page), and no sitemap without a `base-url`.
@Suite("Sitemap")
struct SitemapTests {
    /// Three chapters in two categories, one of them showing an example.
    static func project(config: String?) throws -> FixtureProject {
        var files = [
            "Content/observer.md": FixtureProject.chapter(
                title: "Observer", order: 1, body: "\n## Code\n\n```example Watcher\n```\n"),
            "Content/strategy.md": FixtureProject.chapter(
                title: "Strategy", order: 2, body: "\n## Idea\n\nSwap the algorithm.\n"),
            "Content/builder.md": FixtureProject.chapter(
                title: "Builder", category: "Creational", order: 1, body: "\n## Idea\n\nStep by step.\n"),
            "Examples/Watcher/main.swift": "print(\"watching\")\n",
        ]
        if let config { files["Content/site.yml"] = config + "\n" + FixtureProject.categories }
        return try FixtureProject(files: files)
    }

    @Test("lists every chapter, the home, examples and print pages at absolute URLs under the base-url, each once")
    func listsEveryPage() async throws {
        // Without a trailing slash, as an author may well write it.
        let project = try Self.project(config: "title: Patterns\nbase-url: https://guides.example.org/patterns\n")
        try await project.generator().build()
        let reader = try Self.read(project.root.appendingPathComponent("Site/sitemap.xml"))

        #expect(reader.rootName == "urlset")
        #expect(reader.rootNamespace == "http://www.sitemaps.org/schemas/sitemap/0.9")
        let base = "https://guides.example.org/patterns/"
        let expected = [
            base, base + "builder.html", base + "examples.html", base + "observer.html", base + "print.html",
            base + "strategy.html",
        ]
        #expect(reader.locations.sorted() == expected)
        #expect(reader.urlCount == expected.count, "each <url> has one <loc>")
        // Every page listed is a page the build wrote, and every chapter page written is listed.
        let site = project.siteSnapshot()
        for location in reader.locations {
            let path = String(location.dropFirst(base.count))
            #expect(site[path.isEmpty ? "index.html" : path] != nil, "\(location) names no page of the site")
        }
        let chapterPages = site.keys.filter { $0.hasSuffix(".html") && !["404.html", "index.html"].contains($0) }
        #expect(Set(chapterPages.map { base + $0 }).isSubset(of: Set(reader.locations)))
        #expect(!reader.locations.contains { $0.hasSuffix("404.html") }, "the 404 page is not one to find")
    }

    @Test("an address with XML's special characters is escaped, so the sitemap stays well-formed")
    func escapesAddress() async throws {
        let project = try Self.project(config: "title: Guides\nbase-url: https://guides.example.org/a&b\n")
        try await project.generator().build()
        let text = try project.read("Site/sitemap.xml")
        #expect(text.contains("<loc>https://guides.example.org/a&amp;b/observer.html</loc>"))
        let reader = try Self.read(project.root.appendingPathComponent("Site/sitemap.xml"))
        #expect(reader.locations.contains("https://guides.example.org/a&b/observer.html"))
    }

    @Test("without a base-url there is no sitemap, since its protocol accepts absolute URLs only")
    func absentWithoutBaseURL() async throws {
        let project = try Self.project(config: "title: Patterns\n")
        try await project.generator().build()
        let site = project.siteSnapshot()
        #expect(site["observer.html"] != nil, "the build wrote the site")
        #expect(site["sitemap.xml"] == nil)
    }

    /// Parses a sitemap, failing the test when it is not well-formed XML.
    static func read(_ url: URL) throws -> SitemapReader {
        let data = try Data(contentsOf: url)
        let reader = SitemapReader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        let parsed = parser.parse()
        #expect(parsed, "sitemap.xml is well-formed XML: \(String(describing: parser.parserError))")
        return reader
    }

    final class SitemapReader: NSObject, XMLParserDelegate {
        var rootName: String?
        var rootNamespace: String?
        var locations: [String] = []
        var urlCount = 0
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if rootName == nil {
                rootName = name
                rootNamespace = namespaceURI
            }
            if name == "url" { urlCount += 1 }
            if name == "loc" { text = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "loc", let text { locations.append(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if name == "loc" { text = nil }
        }
    }
}
