/// The navigation document: every chapter, in catalogue order, with its sections (its
/// second-level headings), grouped by category; and the landmarks a reader jumps to.
enum EbookNavigation {
    static func document(_ chapters: [RenderedChapter], title: String, language: String) -> String {
        var body =
            "<nav epub:type=\"toc\" id=\"toc\" aria-labelledby=\"toc-title\">\n<h1 id=\"toc-title\">Contents</h1>\n<ol>\n"
        body += "<li><a href=\"\(EbookEdition.titleDocument)\">\(XMLEntities.escape(title))</a></li>\n"
        body += "<li><a href=\"\(EbookEdition.mapDocument)\">How the chapters relate</a></li>\n"
        var index = 0
        while index < chapters.count {
            let category = chapters[index].chapter.metadata.category
            body += "<li><span>\(XMLEntities.escape(category))</span>\n<ol>\n"
            while index < chapters.count, chapters[index].chapter.metadata.category == category {
                body += entry(chapters[index])
                index += 1
            }
            body += "</ol></li>\n"
        }
        body += "</ol>\n</nav>\n"
        body += landmarks(first: chapters.first?.chapter.slug)
        return EbookDocument.xhtml(title: "Contents", body: body, stylesheet: "style.css", language: language)
    }

    /// A chapter and its sections.
    static func entry(_ rendered: RenderedChapter) -> String {
        let path = EbookEdition.chapterPath(rendered.chapter.slug)
        var html = "<li><a href=\"\(path)\">\(XMLEntities.escape(rendered.chapter.metadata.title))</a>"
        let sections = rendered.headings.filter { $0.level == 2 }
        if !sections.isEmpty {
            html += "\n<ol>\n"
            for heading in sections {
                html +=
                    "<li><a href=\"\(path)#\(XMLEntities.escape(heading.id))\">\(XMLEntities.escape(heading.text))</a></li>\n"
            }
            html += "</ol>"
        }
        return html + "</li>\n"
    }

    private static func landmarks(first: String?) -> String {
        var html = "<nav epub:type=\"landmarks\" id=\"landmarks\" hidden=\"hidden\">\n<h2>Landmarks</h2>\n<ol>\n"
        html += "<li><a epub:type=\"cover\" href=\"\(EbookEdition.coverDocument)\">Cover</a></li>\n"
        html += "<li><a epub:type=\"titlepage\" href=\"\(EbookEdition.titleDocument)\">Title page</a></li>\n"
        html += "<li><a epub:type=\"toc\" href=\"\(EbookEdition.navDocument)#toc\">Contents</a></li>\n"
        if let first {
            html +=
                "<li><a epub:type=\"bodymatter\" href=\"\(EbookEdition.chapterPath(first))\">The chapters</a></li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }
}
