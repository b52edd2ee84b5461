/// The documents before the chapters: the cover, the title page naming the toolchain and the
/// platform every output came from, and the map of the book with its words.
struct EbookFrontMatter: Sendable {
    let title: String
    /// Under the title on the cover (`Content/site.yml`); none when empty.
    var subtitle = ""
    /// What the book is, under the title on the title page.
    var description = ""
    var language = "en"
    /// What `swift --version` said, as the build records it.
    let toolchain: String
    let chapterCount: Int
    let exampleCount: Int

    /// The cover picture: the title and what makes this book what it is. A picture, not a
    /// page, so it has colours of its own.
    var coverSVG: String {
        let count = "\(chapterCount) chapters · \(exampleCount) example programs"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 600 800" width="600" height="800">
            <title>\(XMLEntities.escape(title))</title>
            <rect width="600" height="800" fill="#12263f"/>
            <rect x="40" y="40" width="520" height="720" fill="none" stroke="#f5a623" stroke-width="3"/>
            <text x="300" y="300" fill="#ffffff" font-family="sans-serif" font-size="46" font-weight="bold" text-anchor="middle">\(XMLEntities.escape(title))</text>
            <text x="300" y="360" fill="#f5a623" font-family="sans-serif" font-size="26" text-anchor="middle">\(XMLEntities.escape(subtitle))</text>
            <text x="300" y="640" fill="#ffffff" font-family="sans-serif" font-size="20" text-anchor="middle">\(XMLEntities.escape(count))</text>
            <text x="300" y="680" fill="#ffffff" font-family="monospace" font-size="18" text-anchor="middle">every output captured, never typed</text>
            </svg>

            """
    }

    var coverDocument: String {
        EbookDocument.xhtml(
            title: title,
            body:
                "<section epub:type=\"cover\" class=\"cover\"><img src=\"\(EbookEdition.coverImage)\" alt=\"\(XMLEntities.escape(subtitle.isEmpty ? title : title + ": " + subtitle))\"/></section>",
            stylesheet: "style.css", language: language)
    }

    var titleDocument: String {
        var body = "<section epub:type=\"titlepage\" class=\"title-page\">\n"
        body += "<h1>\(XMLEntities.escape(title))</h1>\n"
        if !description.isEmpty { body += "<p class=\"lead\">\(XMLEntities.escape(description))</p>\n" }
        body +=
            "<p>Every listing in this book is a program that was compiled, and every output block is what it printed, when this edition was built; every compiler message is what the compiler said.</p>\n"
        body += "<div class=\"provenance\">\n"
        if let line = PrintPage.provenance(toolchain) { body += "<p>\(XMLEntities.escape(line))</p>\n" }
        let version = toolchain.trimmingCharacters(in: .whitespacesAndNewlines)
        if !version.isEmpty {
            body += "<p>What <code>swift --version</code> printed:</p>\n<pre>\(XMLEntities.escape(version))</pre>\n"
        }
        body += "</div>\n</section>"
        return EbookDocument.xhtml(title: title, body: body, stylesheet: "style.css", language: language)
    }

    /// The map of the book as on the home page, and the same in words, whose links lead to the
    /// chapters.
    static func mapDocument(_ chapters: [Chapter], links: EbookLinks, language: String) -> String {
        let converter = XHTMLConverter(rewriteLink: links.rewrite)
        var body =
            "<section class=\"map\" aria-labelledby=\"map-title\">\n<h1 id=\"map-title\">How the chapters relate</h1>\n"
        body +=
            "<p>Each chapter of the book, by category; an arc joins two chapters that each name the other as related. The list after the map says the same in words, with a link to each chapter.</p>\n"
        body += converter.convert(CatalogueMap.svg(chapters))
        body += converter.convert(CatalogueMap.words(chapters))
        body += "</section>"
        return EbookDocument.xhtml(
            title: "How the chapters relate", body: body, stylesheet: "style.css", language: language)
    }
}
