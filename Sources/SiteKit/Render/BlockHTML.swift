/// The HTML of the blocks the generator puts into chapters: code listings and program output.
/// Everything that comes from an example or a program is escaped here.
enum BlockHTML {
    /// An example's code, already highlighted (and so escaped).
    static func listing(path: String, highlighted: String, slice: String?) -> String {
        // A long path may break after a slash or between the words of a name, never inside a
        // word (the caption sits beside the Copy button on a phone).
        let breakable = HTML.escape(path).split(separator: "/", omittingEmptySubsequences: false)
            .map(wordBreaks).joined(separator: "/<wbr>")
        let caption =
            "<span class=\"listing-file\">\(breakable)</span>"
            + (slice.map { " <span class=\"listing-slice\">(\(HTML.escape($0)))</span>" } ?? "")
        return """
            <figure class="listing">
            <figcaption>\(caption)</figcaption>
            <pre class="code"><code>\(highlighted)</code></pre>
            </figure>

            """
    }

    /// `name` with a break opportunity (`<wbr>`) before each capital that follows a small
    /// letter: `ActorAppTargetFixed` may break as Actor App Target Fixed.
    static func wordBreaks(_ name: Substring) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, previous?.isLowercase == true { result += "<wbr>" }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Each example the chapter shows, whole and collapsed, after the chapter: the slices on
    /// the page leave lines out, and a reader who runs the program should be able to read all
    /// of it first.
    static func wholePrograms(_ programs: [(example: String, files: [ExampleExpander.Listing])], download: String)
        -> String
    {
        guard !programs.isEmpty else { return "" }
        var html = """
            <section id="whole-programs" class="whole-programs" aria-labelledby="whole-programs-title">
            <h2 id="whole-programs-title">The programs on this page, whole</h2>
            <p>The listings above show the parts that matter to the text. Here is every line of each program, as <code>swift run</code> compiles it; <a href="\(download)">every example as one Swift package</a> is a download away.</p>

            """
        for program in programs {
            let lines = program.files.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).count }
                .reduce(0, +)
            let files = program.files.count == 1 ? "1 file" : "\(program.files.count) files"
            html +=
                "<details class=\"whole-program\">\n<summary><code>\(HTML.escape(program.example))</code>: \(files), \(lines) lines</summary>\n"
            for file in program.files {
                html += listing(path: file.path, highlighted: file.html, slice: nil)
            }
            html += "</details>\n"
        }
        return html + "</section>\n"
    }

    /// What the compiler said about an example that is compiled on its own: its own words,
    /// escaped, with each severity word marked so errors, warnings and notes read apart.
    static func diagnostics(
        _ text: String, example: String, expectation: CompileExpectation, settings: ExampleSettings,
        provenance: Provenance
    ) -> String {
        let verdict = expectation == .error ? "does not compile" : "compiles with warnings"
        let command = "swiftc " + settings.compilerFlags.joined(separator: " ")
        // A message line is a block of its own that wraps with a hanging indent (its newline
        // inside it, so the text copies as the compiler wrote it); source and caret lines keep
        // their columns.
        var body = ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            var escaped = HTML.escape(String(line))
            let newline = number + 1 < lines.count ? "\n" : ""
            guard CompilerDiagnostics.header(line) != nil else {
                body += escaped + newline
                continue
            }
            for severity in ["error", "warning", "note"] {
                if let range = escaped.range(of: ": \(severity): ") {
                    escaped.replaceSubrange(
                        range, with: ": <span class=\"diag-\(severity)\">\(severity)</span>: ")
                    break
                }
            }
            body += "<span class=\"diag-message\">\(escaped)\(newline)</span>"
        }
        body =
            text.isEmpty
            ? "<pre class=\"empty\">(no diagnostics on these lines)</pre>"
            : "<pre>\(body)</pre>"
        return """
            <figure class="diagnostics">
            <figcaption><span class="output-label">Compiler</span> <code>$ \(HTML.escape(command))</code> <span class="diag-verdict">\(HTML.escape(example)) \(verdict)</span></figcaption>
            \(body)
            \(provenance.html(settings))
            </figure>

            """
    }

    /// Swift written in prose: highlighted, and labelled as never compiled.
    static func notCompiled(highlighted: String) -> String {
        """
        <figure class="listing not-compiled">
        <figcaption>Swift, not compiled</figcaption>
        <pre class="code"><code>\(highlighted)</code></pre>
        </figure>

        """
    }

    /// What a run printed, with stdin, stdout, stderr and the exit status each marked so a
    /// reader never mistakes one for another.
    static func output(of request: RunRequest, result: RunResult, provenance: String) -> String {
        var parts: [String] = []
        parts.append(
            "<figcaption><span class=\"output-label\">Output</span> <code>$ \(HTML.escape(request.commandLine))</code></figcaption>"
        )
        if let stdin = request.stdin {
            parts.append(stream("stdin", "Input", stdin))
        }
        if !result.stdout.isEmpty {
            parts.append(stream("stdout", nil, result.stdout))
        }
        if !result.stderr.isEmpty {
            parts.append(stream("stderr", "Standard error", result.stderr))
        }
        if result.stdout.isEmpty && result.stderr.isEmpty {
            parts.append("<pre class=\"stdout empty\">(no output)</pre>")
        }
        if (result.stdout + result.stderr).unicodeScalars.contains(where: {
            $0 == "\u{FFFD}" || HTML.isHidden($0) || ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0 == "\u{7F}"
        }) {
            parts.append(
                "<p class=\"status note\">Bytes that are not valid UTF-8 are shown as \u{FFFD}; control characters as their symbols, such as \u{2400} for NUL; invisible and direction-changing characters by their code point, such as \u{27E8}U+202E\u{27E9}.</p>"
            )
        }
        if !result.succeeded {
            parts.append(
                "<p class=\"status\"><strong>The program \(HTML.escape(result.terminationSummary)).</strong></p>")
        }
        parts.append(provenance)
        let kind = result.succeeded ? "output" : "output failed"
        return "<figure class=\"\(kind)\">\n" + parts.joined(separator: "\n") + "\n</figure>\n"
    }

    private static func stream(_ kind: String, _ label: String?, _ text: String) -> String {
        let body = HTML.escape(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        guard let label else { return "<pre class=\"\(kind)\">\(body)</pre>" }
        return "<div class=\"\(kind)\"><span class=\"stream-label\">\(label)</span><pre>\(body)</pre></div>"
    }
}
