import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The EPUB edition (`site epub`): made from the same rendered chapters as the site, valid
/// for epubcheck, the same bytes for the same sources, and rebuilt one chapter at a time.
@Suite("EPUB edition")
struct EbookTests {
    /// Debian's epubcheck jar (`/usr/bin/epubcheck` links to it), or `EPUBCHECK`; and Java to run it.
    static let epubcheck: String? = {
        guard BrowserTools.java != nil,
            let found = ProcessInfo.processInfo.environment["EPUBCHECK"] ?? ProcessRunner.find("epubcheck")
        else { return nil }
        return URL(fileURLWithPath: found).resolvingSymlinksInPath().path
    }()

    /// epubcheck's verdict on `data`: every line it printed that is an error or a warning.
    static func epubcheckProblems(_ data: Data, name: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try data.write(to: file)
        // Debian's `epubcheck` is the jar itself, runnable only where binfmt knows jars.
        let run = await ProcessRunner(timeout: 600, output: .kept(upTo: 16 << 20)).run(
            BrowserTools.java ?? "java", ["-jar", Self.epubcheck ?? "epubcheck", file.path])
        let lines = (run.stdout + "\n" + run.stderr).split(separator: "\n").map(String.init)
        var problems = lines.filter {
            $0.hasPrefix("ERROR") || $0.hasPrefix("WARNING") || $0.hasPrefix("FATAL") || $0.hasPrefix("USAGE")
        }
        if run.termination != .exited(0) || !lines.contains(where: { $0.contains("No errors or warnings detected") }) {
            problems.append("epubcheck \(run.terminationSummary):\n\(run.stdout)\n\(run.stderr)")
        }
        return problems
    }

    /// Every XHTML document of the book parses as XML.
    static func malformedDocuments(_ zip: StoredZip) -> [String] {
        zip.entries.filter { $0.name.hasSuffix(".xhtml") || $0.name.hasSuffix(".opf") || $0.name.hasSuffix(".svg") }
            .compactMap { entry in
                let parser = XMLParser(data: entry.data)
                return parser.parse() ? nil : "\(entry.name): \(parser.parserError.map { "\($0)" } ?? "malformed")"
            }
    }

    /// The text of every standard-output block in `html`, with its character references decoded.
    static func stdoutBlocks(_ html: String) -> [String] {
        var blocks: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: "<pre class=\"stdout\">"),
            let end = rest[start.upperBound...].range(of: "</pre>")
        {
            blocks.append(XMLEntities.decode(Array(rest[start.upperBound..<end.lowerBound].utf8)))
            rest = rest[end.upperBound...]
        }
        return blocks
    }

    // MARK: The converter

    @Test("HTML fragments become well-formed XHTML: void elements closed, entities replaced, no scripts")
    func converter() throws {
        let links = EbookLinks(slugs: ["observer", "other"], baseURL: nil, fromChapter: true)
        let converter = XHTMLConverter(rewriteLink: links.rewrite)
        let html = """
            <p>A&nbsp;line<br>break &amp; <wbr>more &mdash; R&D <img src="x.png" alt="x"></p>
            <script>alert("no")</script><button onclick="x()">Copy</button>
            <details class="diagram-words" open><summary>In words</summary><ul><li>one</li></ul></details>
            <p><a href="observer.html#pitfalls">Observer</a>, <a href="examples.html">examples</a>, <a href="#here">here</a>, <a href="https://swift.org">Swift</a>.</p>
            <svg class="d" viewBox="0 0 1 1" data-x="1"><a href="other.html"><text x="0" y="0">T</text></a><rect width="1" height="1"/></svg>
            """
        let xhtml = converter.convert(html)
        #expect(
            xhtml.contains("A\u{A0}line<br/>break &amp; <wbr/>more \u{2014} R&amp;D <img src=\"x.png\" alt=\"x\"/>"))
        #expect(
            !xhtml.contains("script") && !xhtml.contains("alert") && !xhtml.contains("Copy")
                && !xhtml.contains("onclick"))
        #expect(
            xhtml.contains("<div class=\"diagram-words\"><p class=\"summary\">In words</p><ul><li>one</li></ul></div>"))
        #expect(
            xhtml.contains("<a href=\"observer.xhtml#pitfalls\">Observer</a>, examples, <a href=\"#here\">here</a>"))
        #expect(xhtml.contains("<a href=\"https://swift.org\">Swift</a>"))
        #expect(
            xhtml.contains(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"d\" viewBox=\"0 0 1 1\"><text x=\"0\" y=\"0\">T</text><rect width=\"1\" height=\"1\"/></svg>"
            ))
        let parser = XMLParser(data: Data("<div xmlns=\"http://www.w3.org/1999/xhtml\">\(xhtml)</div>".utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("A compiler message's source lines keep their carets under the columns they name, on a phone's page")
    func caretsStayAligned() throws {
        let long =
            "        private init() {}  // nobody else makes one: the initializer is private, the instance is shared"
        let far = "let value = compute(first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: missing)"
        let range = "        Task { titles.append(\"Harbour Lights\") }   // a closure the compiler underlines whole"
        // (source line, the column the caret points at, the `~` after it), as swiftc prints them.
        let cases: [(String, Int, Int)] = [
            ("let second = AppSettings()   // code outside the class tries to make another", 13, 2),
            (long, 16, 2),
            (far, far.distance(from: far.startIndex, to: far.range(of: "missing")!.lowerBound), 6),
            (range, 13, 50),
        ]
        var pre = "<pre>"
        for (source, column, tildes) in cases {
            pre += "<span class=\"diag-message\">main.swift:1:\(column + 1): <span class=\"diag-error\">error</span>: "
            pre +=
                "&#39;AppSettings&#39; &lt;here&gt; and a message long enough to wrap on any page of any reader\n</span>"
            pre += HTML.escape(source) + "\n" + String(repeating: " ", count: column) + "^"
            pre += String(repeating: "~", count: tildes) + "\n"
        }
        pre += "</pre>"
        let html = "<figure class=\"diagnostics\">\(pre)</figure>"
        let xhtml = XHTMLConverter(rewriteLink: { $0 }).convert(EbookCarets.unwrapped(html))
        let units = xhtml.matches(of: /<span class="diag-source">([^<]*)<\/span>/).map {
            XMLEntities.decode(Array($0.1.utf8))
        }
        try #require(units.count == cases.count, "\(xhtml)")
        for ((source, column, _), unit) in zip(cases, units) {
            let lines = unit.split(separator: "\n").map { Array($0) }
            try #require(lines.count == 2)
            #expect(lines.allSatisfy { $0.count <= EbookCarets.width }, "\(lines.map { String($0) })")
            let caret = try #require(lines[1].firstIndex(of: "^"))
            let pointed = Array(source)[column]
            #expect(caret < lines[0].count && lines[0][caret] == pointed, "\(unit) points at the wrong column")
        }
        // The messages still wrap; the units never do.
        #expect(xhtml.components(separatedBy: "<span class=\"diag-message\">").count == cases.count + 1)
        #expect(EbookStyle.css.contains(".diag-source { display: block; white-space: pre;"))
        let parser = XMLParser(data: Data("<div xmlns=\"http://www.w3.org/1999/xhtml\">\(xhtml)</div>".utf8))
        #expect(parser.parse())
    }

    @Test("The identifier is a UUID derived from the site's configuration, the same every time")
    func identifier() {
        let urn = EbookIdentifier.urn(SiteConfig())
        #expect(urn == EbookIdentifier.urn(SiteConfig()))
        #expect(
            urn.wholeMatch(of: /urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
        var other = SiteConfig()
        other.title = "Another book"
        #expect(EbookIdentifier.urn(other) != urn)
        #expect(EbookEdition.modified(sourceDateEpoch: "1700000000") == "2023-11-14T22:13:20Z")
        #expect(EbookEdition.modified(sourceDateEpoch: nil) == "1980-01-01T00:00:00Z")
    }
}
