/// Renders one chapter's Markdown to HTML with libcmark, putting in what the generator owns:
/// example listings and output (as custom nodes, so they are written as-is while the
/// author's own raw HTML stays omitted), highlighted Swift, heading ids and chapter links.
struct ChapterRenderer: Sendable {
    /// Ids the page layout uses itself, which headings must not take.
    static let reservedIDs: Set<String> = [
        "main", "at-a-glance", "on-this-page", "site-search", "search-results", "sidebar",
        "theme-toggle", "chapter-nav", "run-it", "glance-title", "run-it-title", "search-help", "map-title",
        "whole-programs", "whole-programs-title",
    ]

    let expander: ExampleExpander
    /// Every chapter's slug, to check links between chapters.
    let slugs: Set<String>
    /// Where the examples' package is offered (`SiteConfig.examplesDownload`).
    let download: String
    private let fenceRenderer: FenceRenderer

    init(expander: ExampleExpander, slugs: Set<String>, download: String) {
        self.expander = expander
        self.slugs = slugs
        self.download = download
        self.fenceRenderer = FenceRenderer(expander: expander)
    }

    /// The rendered chapter, and the problems found in it. A chapter with problems is still
    /// rendered as far as it can be, so that checks over all chapters (anchors) still run.
    /// Its fences are `fences`, as read at load: a code block with none there is left as it is.
    func render(_ chapter: Chapter, fences: ChapterFences) -> (chapter: RenderedChapter, problems: [Diagnostic]) {
        let document = MarkdownDocument(chapter.body)
        var page = ChapterRendering(chapter: chapter)
        for node in document.nodes {
            let line = chapter.fileLine(bodyLine: node.startLine)
            if !node.isInline { page.startBlock() }
            switch node.kind {
            case .codeBlock:
                if let fence = fences[line: line] {
                    // Copy the code out first: replacing the node frees it.
                    let literal = node.literal
                    if let html = fenceRenderer.render(fence, literal: literal, into: &page) {
                        document.replace(node, withHTML: html)
                    }
                } else {
                    page.indexCode(node.literal)
                }
            case .heading:
                heading(node, in: document, into: &page)
            case .link, .image:
                link(node, line: line, into: &page)
            case .text, .code:
                page.indexInline(node.literal)
            case .lineBreak:
                page.separator = " "
            case .other:
                break
            }
        }
        if page.headings.contains(where: { $0.level == 1 }) {
            page.report(
                chapter.bodyFirstLine,
                Problem(
                    message: "the chapter body has a level-1 heading",
                    hint: "the page title comes from 'title:'; start sections at '##'"))
        }
        return (finished(page, body: document.renderHTML()), page.problems.diagnostics)
    }

    private func heading(_ node: MarkdownNode, in document: MarkdownDocument, into page: inout ChapterRendering) {
        let text = node.plainText
        let id = page.startSection(text, level: node.headingLevel)
        let level = node.headingLevel
        document.wrapChildren(
            of: node,
            before: "<h\(level) id=\"\(id)\">",
            after: "<a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a></h\(level)>\n")
    }

    private func link(_ node: MarkdownNode, line: Int, into page: inout ChapterRendering) {
        switch ChapterLinkRewriter.rewrite(node.url, slugs: slugs) {
        case .unchanged: break
        case .chapter(let slug, let fragment, let url):
            node.url = url
            page.links.append(.init(slug: slug, fragment: fragment, line: line))
        case .anchor(let fragment):
            page.links.append(.init(slug: page.chapter.slug, fragment: fragment, line: line))
        case .broken(let message, let hint):
            page.report(line, Problem(message: message, hint: hint))
        }
    }

    /// The page from what rendering collected and the body's HTML.
    private func finished(_ page: ChapterRendering, body html: String) -> RenderedChapter {
        let chapter = page.chapter
        // The toolchain and default settings are said once, at the top of a chapter that shows
        // what a compiler or a program printed; a block says only how it differs from them.
        let body = Self.showsCaptured(html) ? expander.provenance.chapterHTML + html : html
        let glance = chapter.metadata.glance.answers.map { MarkdownDocument($0).renderHTML() }
        // Print shows the chapter as written; the whole programs are for reading on screen.
        return RenderedChapter(
            chapter: chapter,
            html: body
                + BlockHTML.wholePrograms(
                    page.examplesShown.compactMap {
                        expander.wholeProgram($0.name, cited: page.citedInComparisons.contains($0.name))
                    }, download: download),
            glanceHTML: glance, headings: page.headings,
            links: page.links, examplesRun: page.examplesRun, examplesShown: page.examplesShown,
            searchEntry: SearchIndex.entry(for: chapter, sections: page.sections), printedLength: body.utf8.count)
    }

    /// Whether a chapter's body holds a block of what a compiler or a program printed: an
    /// output, compiler messages, a comparison or emitted SIL.
    static func showsCaptured(_ body: String) -> Bool {
        ["<figure class=\"output", "<figure class=\"diagnostics", "<div class=\"compare\"", "<figure class=\"emitted"]
            .contains { body.contains($0) }
    }
}

/// Rewrites links between chapters from the Markdown file (`mediator.md#x`), which works in
/// an editor, to the page (`mediator.html#x`), which works on the site.
enum ChapterLinkRewriter {
    enum Outcome: Equatable {
        case unchanged
        case chapter(slug: String, fragment: String?, url: String)
        case anchor(String)
        case broken(String, hint: String)
    }

    static func rewrite(_ url: String, slugs: Set<String>) -> Outcome {
        if url.isEmpty { return .broken("a link has no target", hint: "write [text](chapter.md)") }
        if url.hasPrefix("#") { return .anchor(String(url.dropFirst())) }
        if url.contains(":") || url.hasPrefix("//") { return .unchanged }  // https:, mailto:, ...
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let fragment = parts.count == 2 ? String(parts[1]) : nil
        guard path.hasSuffix(".md"), !path.contains("/") else {
            return .broken(
                "the link '\(url)' does not point to a chapter",
                hint: "link to a chapter by its file, like [Mediator](mediator.md) or (mediator.md#the-pattern)")
        }
        let slug = String(path.dropLast(3))
        guard slugs.contains(slug) else {
            return .broken(
                "the link '\(url)' points to a chapter that does not exist",
                hint: "the chapters are \(slugs.sorted().joined(separator: ", "))")
        }
        return .chapter(slug: slug, fragment: fragment, url: "\(slug).html" + (fragment.map { "#\($0)" } ?? ""))
    }
}
