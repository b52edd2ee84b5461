/// The HTML of `compare` and `emitted` fences. Everything the compiler or a program printed
/// is escaped here.
enum VariantHTML {
    /// The columns side by side, each captioned with its label and compiler command (which say
    /// its settings, so it has no provenance line of its own), showing what the compiler said
    /// and what the program printed; lines not in every column are marked. Columns that all
    /// show the same are a mistake.
    ///
    /// The block carries the length of its longest line that does not wrap (`--longest`, in
    /// characters): the stylesheet makes no column narrower than that line, so columns that
    /// would cut it stack instead, and a source line stays whole above its caret line.
    static func comparison(
        _ columns: [(VariantRequest, VariantResult)], example: String
    ) -> Result<String, Problem> {
        let texts = columns.map { lines(of: $0.1) }
        guard Set(texts.map { $0.joined(separator: "\n") }).count > 1 else {
            return .failure(
                Problem(
                    message: "every column of the comparison of '\(example)' shows the same result",
                    hint: "compare settings under which the example behaves differently, or show it once"))
        }
        let longest = columns.map { longestUnwrappedLine(of: $0.1) }.max() ?? 0
        var html =
            "<div class=\"compare\" role=\"group\" aria-label=\"\(HTML.escape(example)) under \(columns.count) settings\" style=\"--longest: \(longest)\">\n"
        for (index, (request, result)) in columns.enumerated() {
            let others = texts.indices.filter { $0 != index }.map { Set(texts[$0]) }
            func differs(_ line: String) -> Bool { !line.isEmpty && others.contains { !$0.contains(line) } }
            // Marks only help where some lines are shared: a column that differs throughout
            // is plainly different.
            let marks = texts[index].contains { !$0.isEmpty && !differs($0) }
            // A compiler message wraps with a hanging indent, as in a diagnostics block; source
            // and caret lines keep their columns and scroll.
            func marked(_ text: String) -> String {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.enumerated().map { number, line in
                    var escaped = diagnosticLine(String(line))
                    if marks && differs(String(line)) { escaped = "<mark class=\"differs\">\(escaped)</mark>" }
                    let newline = number + 1 < lines.count ? "\n" : ""
                    guard CompilerDiagnostics.header(line) != nil else { return escaped + newline }
                    return "<span class=\"diag-message\">\(escaped)\(newline)</span>"
                }.joined()
            }
            let command = "swiftc " + request.settings.compilerFlags.joined(separator: " ")
            html +=
                "<figure class=\"variant\">\n<figcaption><span class=\"variant-label\">\(HTML.escape(request.label))</span> <code>$ \(HTML.escape(command))</code></figcaption>\n"
            let said = trimmed(result.diagnostics)
            if said.isEmpty {
                html += "<p class=\"status\">Compiles with no diagnostics.</p>\n"
            } else {
                let verdict = result.compiled ? "Compiler" : "Compiler: does not compile"
                html +=
                    "<div class=\"compiler\"><span class=\"stream-label\">\(verdict)</span><pre>\(marked(said))</pre></div>\n"
            }
            if let run = result.run, let ran = run.result {
                if !run.stdout.isEmpty {
                    html +=
                        "<div class=\"stdout\"><span class=\"stream-label\">Output</span><pre>\(marked(trimmed(run.stdout)))</pre></div>\n"
                }
                if !run.stderr.isEmpty {
                    html +=
                        "<div class=\"stderr\"><span class=\"stream-label\">Standard error</span><pre>\(marked(trimmed(run.stderr)))</pre></div>\n"
                }
                if !ran.succeeded {
                    html +=
                        "<p class=\"status\"><strong>The program \(HTML.escape(ran.terminationSummary)).</strong></p>\n"
                }
            }
            html += "</figure>\n"
        }
        return .success(html + "</div>\n")
    }

    /// The optimized SIL of the functions a fence names.
    static func emitted(
        _ result: VariantResult, example: String, functions: [String], provenance: Provenance,
        settings: ExampleSettings
    ) -> Result<String, Problem> {
        guard result.compiled else {
            let first = result.diagnostics.split(separator: "\n").first { $0.contains("error:") } ?? ""
            return .failure(
                Problem(
                    message: "'\(example)' does not compile with -O, so there is no SIL to show: \(first)",
                    hint: "fix the example, or show its diagnostics with an example fence"))
        }
        guard let code = result.emitted else {
            let named = result.emittedNames.filter { !$0.hasPrefix("specialized ") && !$0.contains(" in ") }
            return .failure(
                Problem(
                    message:
                        "the SIL of '\(example)' has no function \(functions.map { "'\($0)'" }.joined(separator: " or "))",
                    hint:
                        "its functions include \(named.prefix(12).joined(separator: ", ")); a function the optimizer inlined everywhere has none: mark it @inline(never)"
                ))
        }
        let command = "swiftc " + (settings.compilerFlags + ["-wmo", "-emit-sil"]).joined(separator: " ")
        return .success(
            """
            <figure class="emitted">
            <figcaption><span class="output-label">SIL</span> <code>$ \(HTML.escape(command))</code> <span class="emitted-functions">\(HTML.escape(functions.joined(separator: ", ")))</span></figcaption>
            <pre>\(HTML.escape(code))</pre>
            \(provenance.html(settings))
            </figure>

            """)
    }

    /// The characters in the longest line of a column that keeps its columns: a source line,
    /// a caret line or a line of output (a compiler message wraps). A tab counts as the eight
    /// columns it may take.
    private static func longestUnwrappedLine(of result: VariantResult) -> Int {
        var text = trimmed(result.diagnostics)
        if let run = result.run { text += "\n" + run.stdout + "\n" + run.stderr }
        return text.split(separator: "\n").lazy.filter { CompilerDiagnostics.header($0) == nil }
            .map { line in line.count + 7 * line.count(where: { $0 == "\t" }) }.max() ?? 0
    }

    /// The lines a column shows, to find the ones that differ between columns.
    private static func lines(of result: VariantResult) -> [String] {
        var text = trimmed(result.diagnostics)
        if let run = result.run {
            text += "\n" + run.stdout + "\n" + run.stderr + "\n" + run.termination + "\(run.code)"
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// One line of compiler output, escaped, with its severity word marked.
    private static func diagnosticLine(_ line: String) -> String {
        var escaped = HTML.escape(line)
        guard CompilerDiagnostics.header(Substring(line)) != nil else { return escaped }
        for severity in ["error", "warning", "note"] {
            if let range = escaped.range(of: ": \(severity): ") {
                escaped.replaceSubrange(range, with: ": <span class=\"diag-\(severity)\">\(severity)</span>: ")
                break
            }
        }
        return escaped
    }
}
