/// One chapter as a document of the book, made from the chapter the site renders (no second
/// renderer): its category, title and intent, its "At a glance" box, and its body with every
/// listing, output block, compiler message and diagram, converted to XHTML.
struct EbookChapter: Sendable {
    /// The chapter's document, in the book's chapter folder.
    static func documentName(_ slug: String) -> String { "\(slug).xhtml" }

    /// The XHTML document of `rendered`; `links` sends its links where the book holds them.
    static func document(_ rendered: RenderedChapter, links: EbookLinks, language: String) -> String {
        let chapter = rendered.chapter
        let converter = XHTMLConverter(rewriteLink: links.rewrite)
        // Ids the chapter's headings never take (`ChapterRenderer.reservedIDs`) label the boxes.
        var body = "<section epub:type=\"chapter\">\n"
        body += "<p class=\"chapter-category\">\(XMLEntities.escape(chapter.metadata.category))</p>\n"
        body += "<h1>\(XMLEntities.escape(chapter.metadata.title))</h1>\n"
        body += "<p class=\"intent\">\(XMLEntities.escape(chapter.metadata.intent))</p>\n"
        body += converter.convert(glance(rendered))
        body += converter.convert(EbookCarets.unwrapped(rendered.html))
        if !rendered.examplesRun.isEmpty {
            let names = rendered.examplesRun.map { "<code>swift run \(XMLEntities.escape($0))</code>" }
            body +=
                "<p class=\"run-it\">Run these programs yourself, in the book's examples package: \(names.joined(separator: ", ")).</p>\n"
        }
        body += "</section>"
        return EbookDocument.xhtml(
            title: chapter.metadata.title, body: body, stylesheet: "../style.css", language: language)
    }

    /// The at-a-glance box: each question with its answer (HTML from the renderer).
    static func glance(_ rendered: RenderedChapter) -> String {
        let entries = zip(Glance.questions, rendered.glanceHTML).map { question, answer in
            "<dt>\(HTML.escape(question.question))</dt>\n<dd>\(answer)</dd>\n"
        }
        guard !entries.isEmpty else { return "" }
        return
            "<aside class=\"glance\" aria-labelledby=\"glance-title\">\n<h2 id=\"glance-title\">At a glance</h2>\n<dl>\n\(entries.joined())</dl>\n</aside>\n"
    }

    /// Whether the document draws a picture inline, which the package must declare.
    /// Searched as bytes (`ByteSearch`): every build that packs the book asks it of every
    /// chapter, and `String.contains` stepped through a book's characters one at a time.
    static func hasSVG(_ document: String) -> Bool {
        var document = document
        return document.withUTF8 { ByteSearch.firstRange(of: Array("<svg ".utf8), in: $0) != nil }
    }
}
