/// The whole catalogue on one page, for printing. Each chapter's ids and in-catalogue links
/// are prefixed with its slug, so ids stay unique and links land inside this page.
enum PrintPage {
    static func body(_ chapters: [RenderedChapter], theme: Theme) -> String {
        var html =
            "<div class=\"print\">\n<h1>Swift Design Patterns</h1>\n<p class=\"lead\">Every chapter of the catalogue on one page.</p>\n"
        html += "<nav aria-label=\"Chapters in this page\"><ol>\n"
        for rendered in chapters {
            html +=
                "<li><a href=\"#\(rendered.chapter.slug)\">\(HTML.escape(rendered.chapter.metadata.title))</a></li>\n"
        }
        html += "</ol></nav>\n"
        for rendered in chapters {
            let chapter = rendered.chapter
            html +=
                "<section class=\"print-chapter\" id=\"\(chapter.slug)\" aria-labelledby=\"\(chapter.slug)-title\">\n"
            html += "<h2 id=\"\(chapter.slug)-title\">\(HTML.escape(chapter.metadata.title))</h2>\n"
            html += "<p class=\"intent\">\(HTML.escape(chapter.metadata.intent))</p>\n"
            html += glance(rendered)
            html += demoted(prefixed(rendered.html, slug: chapter.slug))
            html += "</section>\n"
        }
        return html + "</div>\n"
    }

    /// The chapter's at-a-glance box, which a printed chapter needs as much as a page does.
    static func glance(_ rendered: RenderedChapter) -> String {
        let entries = zip(Glance.questions, rendered.glanceHTML).map { question, answer in
            "<dt>\(HTML.escape(question.question))</dt>\n<dd>\(prefixed(answer, slug: rendered.chapter.slug))</dd>\n"
        }
        guard !entries.isEmpty else { return "" }
        return "<div class=\"glance\">\n<h3>At a glance</h3>\n<dl>\n\(entries.joined())</dl>\n</div>\n"
    }

    /// Rewrites `id="x"`, `href="#x"` and `href="other.html#x"` for the combined page.
    static func prefixed(_ html: String, slug: String) -> String {
        var result = html.replacing(/id="([^"]+)"/) { "id=\"\(slug)-\($0.1)\"" }
        result = result.replacing(/href="#([^"]+)"/) { "href=\"#\(slug)-\($0.1)\"" }
        result = result.replacing(/href="([a-z0-9-]+)\.html#([^"]+)"/) { "href=\"#\($0.1)-\($0.2)\"" }
        result = result.replacing(/href="([a-z0-9-]+)\.html"/) { "href=\"#\($0.1)\"" }
        return result
    }

    /// Each chapter is a section under the page's h1, so its headings move down a level.
    static func demoted(_ html: String) -> String {
        html.replacing(/<(\/?)h([2-5])\b/) { "<\($0.1)h\(Int($0.2)! + 1)" }
    }
}
