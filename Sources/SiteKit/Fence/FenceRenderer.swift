/// Renders each kind of fence from its model, as read at load: the HTML that replaces its
/// code block, and what the page learns from it (the examples it shows and runs, its search
/// text, the problems of expanding it).
struct FenceRenderer: Sendable {
    let expander: ExampleExpander
    private var highlighter: SwiftHighlighter { expander.highlighter }

    init(expander: ExampleExpander) {
        self.expander = expander
    }

    /// The HTML for `fence`, whose block holds `literal`, or `nil` to leave the block as it is.
    func render(_ fence: Fence, literal: String, into page: inout ChapterRendering) -> String? {
        let result: Result<String, Problem>
        switch fence {
        case .example(let reference, let selection, let line):
            result = example(reference, selection: selection, line: line, into: &page)
        case .diagnostics(let reference, let selection, _):
            // The lines it cites are numbered in the program, which the page then shows whole.
            shows(reference.example, into: &page)
            result = diagnostics(reference, selection: selection)
        case .diagram(let reference, let options, _):
            shows(reference.example, into: &page)
            result = expander.diagramHTML(for: reference, types: options.types)
        case .output(let request, _):
            result = output(request, into: &page)
        case .variants(let variants, _):
            shows(variants.example, into: &page)
            result = expander.variantsHTML(for: variants)
            if expander.compilerCitesLines(of: variants) { page.citedInComparisons.insert(variants.example) }
        case .swift:
            page.indexCode(literal)
            return BlockHTML.notCompiled(highlighted: highlighter.html(literal))
        }
        switch result {
        case .success(let html): return html
        case .failure(let problem):
            page.report(fence.line, problem)
            return nil
        }
    }

    /// Notes an example the page shows; one that builds is a program a reader can run (the
    /// page's "Run it yourself" list), whichever fence shows it.
    private func shows(_ name: String, into page: inout ChapterRendering) {
        let runs = !expander.mustNotCompile(name)
        page.shows(name, runs: runs)
        if runs { page.runs(name) }
    }

    /// An example's code, and what the compiler said about the lines shown.
    private func example(
        _ reference: ExampleReference, selection: CompilerDiagnostics.Selection, line: Int,
        into page: inout ChapterRendering
    ) -> Result<String, Problem> {
        shows(reference.example, into: &page)
        let listing: ExampleExpander.Listing
        switch expander.listing(for: reference) {
        case .success(let found): listing = found
        case .failure(let problem): return .failure(problem)
        }
        var html = BlockHTML.listing(path: listing.path, highlighted: listing.html, slice: reference.slice)
        switch expander.diagnosticsHTML(for: reference, listing: listing, selection: selection) {
        case .success(let diagnostics): html += diagnostics ?? ""
        case .failure(let problem): page.report(line, problem)
        }
        // The caption too: `DelegationRetainCycle` is found by "retain cycle".
        page.indexListing(path: listing.path, slice: reference.slice)
        page.indexCode(listing.text)
        return .success(html)
    }

    /// Only what the compiler said, of every file.
    private func diagnostics(_ reference: ExampleReference, selection: CompilerDiagnostics.Selection) -> Result<
        String, Problem
    > {
        guard !selection.hidden else {
            return .failure(
                Problem(
                    message: "'diagnostics: none' leaves a diagnostics fence nothing to show",
                    hint: "use it on an example fence whose diagnostics another block shows"))
        }
        let result = expander.listingForDiagnostics(reference).flatMap {
            expander.diagnosticsHTML(for: reference, listing: $0, selection: selection)
        }
        switch result {
        case .success(let html?): return .success(html)
        case .success(nil):
            return .failure(
                Problem(
                    message: "'\(reference.example)' is built and run, so the compiler has nothing to show",
                    hint:
                        "show its output with ```output \(reference.example), or make it an example that must not compile"
                ))
        case .failure(let problem): return .failure(problem)
        }
    }

    /// What a run printed; the page runs the example.
    private func output(_ request: RunRequest, into page: inout ChapterRendering) -> Result<String, Problem> {
        shows(request.example, into: &page)
        let result = expander.outputHTML(for: request)
        if case .success = result {
            page.runs(request.example)
            page.indexCode(expander.stdout(of: request))
        }
        return result
    }
}
