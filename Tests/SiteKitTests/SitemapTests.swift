import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `sitemap.xml`: well-formed, in the sitemaps.org schema, one absolute URL per page a reader
/// should find (every chapter, the home page and the print page; not the 404 page).
@Suite("Sitemap")
struct SitemapTests {
    @Test(
        "sitemap.xml lists every chapter, the home, examples and print pages at absolute URLs under one base; without a home, there is none"
    )
    func sitemapListsEveryPage() throws {
        let sitemap = BrowserTools.site.appendingPathComponent("sitemap.xml")
        let configured =
            (try? String(
                contentsOf: BrowserTools.repositoryRoot.appendingPathComponent("Content/site.yml"), encoding: .utf8))?
            .contains("base-url:") == true
        guard configured else {
            #expect(!FileManager.default.fileExists(atPath: sitemap.path), "a sitemap needs the site's address")
            return
        }
        let data = try Data(contentsOf: sitemap)
        let reader = SitemapReader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "sitemap.xml is well-formed XML: \(String(describing: parser.parserError))")
        #expect(reader.rootNamespace == "http://www.sitemaps.org/schemas/sitemap/0.9")

        let locations = reader.locations
        let base = try #require(locations.first { $0.hasSuffix("/") }, "the home page is listed as the base URL")
        #expect(base.hasPrefix("https://") || base.hasPrefix("http://"))
        let expected = BrowserTools.pages.filter { $0 != "404.html" && $0 != "index.html" }.map { base + $0 }
        #expect(Set(locations) == Set(expected + [base]))
        #expect(locations.count == expected.count + 1, "no page is listed twice")
    }

    final class SitemapReader: NSObject, XMLParserDelegate {
        var rootNamespace: String?
        var locations: [String] = []
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if rootNamespace == nil { rootNamespace = namespaceURI }
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
