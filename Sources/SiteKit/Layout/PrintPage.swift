import Foundation

/// The whole catalogue on one page, for printing. Each chapter's ids and in-catalogue links
/// are prefixed with its slug, so ids stay unique and links land inside this page.
enum PrintPage {
    /// Stands for the chapters' sections in `body` until their bytes are spliced in.
    static let sectionsPlaceholder = "<!-- the chapters -->"

    /// The page's body, with `sectionsPlaceholder` where the chapters' sections go: together
    /// they are most of the page's many megabytes, so `page(_:sections:)` splices them in as
    /// bytes rather than through the template engine.
    static func body(_ chapters: [RenderedChapter], title: String, toolchain: String = "") -> String {
        // The first printed page is a title page: the title, what the book is, and the contents
        // (in columns, so that they fit on it).
        var html =
            "<div class=\"print\">\n<header class=\"print-title\">\n<h1>\(HTML.escape(title))</h1>\n<p class=\"lead\">Every chapter of the book on one page. Every listing is a program that was compiled, and every output block is what it printed, when this page was built.</p>\n</header>\n"
        if let provenance = provenance(toolchain) {
            html += "<p class=\"print-provenance\">\(HTML.escape(provenance))</p>\n"
        }
        html += "<nav class=\"print-contents\" aria-label=\"Chapters in this page\"><h2>Contents</h2><ol>\n"
        for rendered in chapters {
            html +=
                "<li><a href=\"#\(rendered.chapter.slug)\">\(HTML.escape(rendered.chapter.metadata.title))</a></li>\n"
        }
        html += "</ol></nav>\n"
        return html + sectionsPlaceholder + "</div>\n"
    }

    /// The laid-out page `shell` (made with `body(_:)`) with every chapter's section in place
    /// of the placeholder, as the parts of the file, each made as the file is written: the
    /// sections are not joined, since a kept chapter's is still the bytes the cache was read
    /// as, and a chapter rendered in this build has its section made only then.
    static func page(_ shell: Data, sections chapters: [RenderedChapter]) -> some Sequence<Data> {
        let slot = shell.withUnsafeBytes { raw in
            ByteSearch.firstRange(of: sectionsPlaceholderBytes, in: raw.bindMemory(to: UInt8.self))
        }
        guard let slot else { preconditionFailure("the print page's body lost its placeholder") }
        let start = shell.startIndex
        return (0..<chapters.count + 2).lazy.map { part in
            switch part {
            case 0: shell[start..<(start + slot.lowerBound)]
            case chapters.count + 1: shell[(start + slot.upperBound)...]
            default: chapters[part - 1].printText.data
            }
        }
    }

    private static let sectionsPlaceholderBytes = Array(sectionsPlaceholder.utf8)

    /// The title page's line about where the outputs came from, from what `swift --version`
    /// printed: its version line and its target (`nil` when it said neither).
    static func provenance(_ toolchain: String) -> String? {
        let lines = toolchain.split(separator: "\n").map { $0.trimmingWhitespace() }
        guard let version = lines.first(where: { $0.contains("Swift version") }),
            let start = version.range(of: "Swift version")?.lowerBound
        else { return nil }
        var line = "Every listing was compiled, and every output printed, with " + version[start...]
        if let target = lines.first(where: { $0.hasPrefix("Target: ") }) {
            line += " for " + target.dropFirst("Target: ".count)
        }
        return line + "."
    }

    /// One chapter's section of the page. Cached with the chapter, so laying out the page
    /// after an edit only joins the sections.
    static func section(_ chapter: Chapter, html printed: String, glance: [String]) -> String {
        var html =
            "<section class=\"print-chapter\" id=\"\(chapter.slug)\" aria-labelledby=\"\(chapter.slug)-title\">\n"
        // The same header as the chapter's own page: category, title, intent.
        html += "<p class=\"chapter-category\">\(HTML.escape(chapter.metadata.category))</p>\n"
        html += "<h2 id=\"\(chapter.slug)-title\">\(HTML.escape(chapter.metadata.title))</h2>\n"
        html += "<p class=\"intent\">\(HTML.escape(chapter.metadata.intent))</p>\n"
        html += glanceBox(glance, slug: chapter.slug)
        html += demoted(prefixed(printed, slug: chapter.slug))
        html += "</section>\n"
        return html
    }

    /// The chapter's at-a-glance box, which a printed chapter needs as much as a page does:
    /// each answer with its question, as on the chapter's page.
    static func glanceBox(_ answers: [String], slug: String) -> String {
        let entries = zip(Glance.questions, answers).map { question, answer in
            "<div><dt>\(HTML.escape(question.question))</dt>\n<dd>\(prefixed(answer, slug: slug))</dd></div>\n"
        }
        guard !entries.isEmpty else { return "" }
        return "<div class=\"glance\">\n<h3>At a glance</h3>\n<dl>\n\(entries.joined())</dl>\n</div>\n"
    }

    /// Rewrites `id="x"`, `href="#x"` and `href="other.html#x"` for the combined page.
    static func prefixed(_ html: String, slug: String) -> String {
        AttributeValues.rewriting(html, ["id", "href"]) { rewritten($1, attribute: $0, slug: slug) }
    }

    private static func rewritten(_ value: String, attribute: String, slug: String) -> String {
        if attribute == "id" { return "\(slug)-\(value)" }
        if value.hasPrefix("#") { return "#\(slug)-\(value.dropFirst())" }
        let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let page = parts[0]
        // The introduction is on the home page, not in this one: its links stay as they are.
        guard page.hasSuffix(".html"), page.count > 5, page != "\(Introduction.slug).html",
            page.dropLast(5).allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else { return value }
        return "#\(page.dropLast(5))" + (parts.count == 2 ? "-\(parts[1])" : "")
    }

    /// Each chapter is a section under the page's h1, so its headings move down a level.
    static func demoted(_ html: String) -> String {
        var bytes = Array(html.utf8)
        var index = 0
        while index + 2 < bytes.count {
            // `<h2` … `<h5` and `</h2` … `</h5`, followed by `>` or a space.
            if bytes[index] == UInt8(ascii: "<") {
                let h = bytes[index + 1] == UInt8(ascii: "/") ? index + 2 : index + 1
                if h + 2 < bytes.count, bytes[h] == UInt8(ascii: "h"),
                    (UInt8(ascii: "2")...UInt8(ascii: "5")).contains(bytes[h + 1]),
                    bytes[h + 2] == UInt8(ascii: ">") || bytes[h + 2] == UInt8(ascii: " ")
                {
                    bytes[h + 1] += 1
                    index = h + 2
                    continue
                }
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
