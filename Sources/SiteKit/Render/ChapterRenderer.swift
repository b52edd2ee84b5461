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
    private var highlighter: SwiftHighlighter { expander.highlighter }

    init(expander: ExampleExpander, slugs: Set<String>) {
        self.expander = expander
        self.slugs = slugs
    }

    /// The rendered chapter, and the problems found in it. A chapter with problems is still
    /// rendered as far as it can be, so that checks over all chapters (anchors) still run.
    func render(_ chapter: Chapter) -> (chapter: RenderedChapter, problems: [Diagnostic]) {
        var problems = DiagnosticCollector()
        func report(_ line: Int, _ message: String, _ hint: String?) {
            problems.report(Diagnostic(file: chapter.sourcePath, line: line, message: message, hint: hint))
        }
        let document = MarkdownDocument(chapter.body)
        var headingIDs = HeadingIDs(reserved: Self.reservedIDs)
        var headings: [RenderedChapter.Heading] = []
        var links: [RenderedChapter.ChapterLink] = []
        var examplesRun: [String] = []
        // Each example the chapter shows (code, output or diagram), with the section it first
        // appears in.
        var examplesShown: [RenderedChapter.ExampleShown] = []
        var section = ""
        func shows(_ name: String) {
            if !examplesShown.contains(where: { $0.name == name }) {
                examplesShown.append(.init(name: name, section: section, runs: !expander.mustNotCompile(name)))
            }
        }
        // Search text, one section per heading; the first is the text before any heading, after
        // the intent and the glance box's answers. The words of a paragraph are kept as they
        // are written (`*not*,` stays "not,"), blocks are set apart by a space, and a heading's
        // own words are its section's heading, not the start of its text: snippets read as text.
        let glanceText = chapter.metadata.glance.answers.map { answer in
            let answerDocument = MarkdownDocument(answer)
            return withExtendedLifetime(answerDocument) { answerDocument.nodes.first?.plainText ?? "" }
        }
        var sections: [SearchIndex.Section] = [
            .init(
                heading: chapter.metadata.title, id: nil,
                text: ([chapter.metadata.intent] + glanceText).joined(separator: " "))
        ]
        var separator = " "
        var inHeading = false
        func index(_ text: String) { sections[sections.count - 1].text += " " + text }
        func indexInline(_ text: String) {
            guard !inHeading else { return }
            sections[sections.count - 1].text += separator + text
            separator = ""
        }

        for node in document.nodes {
            let line = chapter.fileLine(bodyLine: node.startLine)
            if !node.isInline {
                separator = " "
                inHeading = false
            }
            switch node.kind {
            case .codeBlock:
                switch FenceInfo(node.fenceInfo) {
                case .example(let argument):
                    guard case .success(let reference) = ExampleReference.parse(argument),
                        case .success(let selection) = CompilerDiagnostics.Selection.parse(node.literal)
                    else { continue }
                    shows(reference.example)
                    switch expander.listing(for: reference) {
                    case .success(let listing):
                        var html = BlockHTML.listing(
                            path: listing.path, highlighted: listing.html, slice: reference.slice)
                        switch expander.diagnosticsHTML(for: reference, listing: listing, selection: selection) {
                        case .success(let diagnostics): html += diagnostics ?? ""
                        case .failure(let problem): report(line, problem.message, problem.hint)
                        }
                        document.replace(node, withHTML: html)
                        // The caption too: `DelegationRetainCycle` is found by "retain cycle".
                        index(listing.path + " " + (reference.slice ?? ""))
                        index(listing.text)
                    case .failure(let problem):
                        report(line, problem.message, problem.hint)
                    }
                case .diagram(let argument):
                    guard case .success(let reference) = ExampleReference.parse(argument),
                        case .success(let options) = DiagramOptions.parse(node.literal)
                    else { continue }
                    shows(reference.example)
                    switch expander.diagramHTML(for: reference, types: options.types) {
                    case .success(let html): document.replace(node, withHTML: html)
                    case .failure(let problem): report(line, problem.message, problem.hint)
                    }
                case .diagnostics(let argument):
                    guard case .success(let reference) = ExampleReference.parse(argument),
                        case .success(let selection) = CompilerDiagnostics.Selection.parse(node.literal)
                    else { continue }
                    let result = expander.listingForDiagnostics(reference).flatMap {
                        expander.diagnosticsHTML(for: reference, listing: $0, selection: selection)
                    }
                    switch result {
                    case .success(let html?): document.replace(node, withHTML: html)
                    case .success(nil):
                        report(
                            line, "'\(reference.example)' is built and run, so the compiler has nothing to show",
                            "show its output with ```output \(reference.example), or make it an example that must not compile"
                        )
                    case .failure(let problem): report(line, problem.message, problem.hint)
                    }
                case .output(let argument):
                    let name = argument.trimmingWhitespace()
                    guard case .success(let request) = RunRequest.parse(example: name, options: node.literal) else {
                        continue
                    }
                    shows(name)
                    switch expander.outputHTML(for: request) {
                    case .success(let html):
                        document.replace(node, withHTML: html)
                        if !examplesRun.contains(name) { examplesRun.append(name) }
                        index(expander.stdout(of: request))
                    case .failure(let problem):
                        report(line, problem.message, problem.hint)
                    }
                case .compare(let argument), .emitted(let argument):
                    guard
                        case .success(let fence) = ChapterScanner.variantFence(
                            node.fenceInfo, argument: argument, body: node.literal)
                    else { continue }
                    shows(fence.example)
                    switch expander.variantsHTML(for: fence) {
                    case .success(let html): document.replace(node, withHTML: html)
                    case .failure(let problem): report(line, problem.message, problem.hint)
                    }
                case .swift:
                    // Copy the code out first: replacing the node frees it.
                    let code = node.literal
                    document.replace(node, withHTML: BlockHTML.notCompiled(highlighted: highlighter.html(code)))
                    index(code)
                case .other:
                    index(node.literal)
                }
            case .heading:
                let text = node.plainText
                section = text
                let id = headingIDs.id(for: text)
                let level = node.headingLevel
                headings.append(.init(level: level, text: text, id: id))
                sections.append(.init(heading: text, id: id, text: ""))
                inHeading = true
                document.wrapChildren(
                    of: node,
                    before: "<h\(level) id=\"\(id)\">",
                    after: "<a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
                )
            case .link, .image:
                switch ChapterLinkRewriter.rewrite(node.url, slugs: slugs) {
                case .unchanged: break
                case .chapter(let slug, let fragment, let url):
                    node.url = url
                    links.append(.init(slug: slug, fragment: fragment, line: line))
                case .anchor(let fragment):
                    links.append(.init(slug: chapter.slug, fragment: fragment, line: line))
                case .broken(let message, let hint):
                    report(line, message, hint)
                }
            case .text, .code:
                indexInline(node.literal)
            case .lineBreak:
                separator = " "
            case .other:
                break
            }
        }
        if headings.contains(where: { $0.level == 1 }) {
            report(
                chapter.bodyFirstLine, "the chapter body has a level-1 heading",
                "the page title comes from 'title:'; start sections at '##'")
        }
        let glance = chapter.metadata.glance.answers.map { MarkdownDocument($0).renderHTML() }
        // Print shows the chapter as written; the whole programs are for reading on screen.
        let body = document.renderHTML()
        var rendered = RenderedChapter(
            chapter: chapter,
            html: body + BlockHTML.wholePrograms(examplesShown.compactMap { expander.wholeProgram($0.name) }),
            glanceHTML: glance, headings: headings,
            links: links, examplesRun: examplesRun, examplesShown: examplesShown,
            searchEntry: SearchIndex.entry(for: chapter, sections: sections))
        rendered.printSection = PrintPage.section(
            RenderedChapter(
                chapter: chapter, html: body, glanceHTML: glance, headings: headings, links: links,
                examplesRun: examplesRun, searchEntry: ""))
        return (rendered, problems.diagnostics)
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
