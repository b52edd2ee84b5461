/// An example file read for DocC's snippet markers: which lines a listing shows, and which
/// lines each named slice holds.
///
/// - `// snippet.NAME` … `// snippet.end` marks the slice NAME.
/// - `// snippet.hide` … `// snippet.show` hides lines from every listing (still compiled).
/// Marker lines themselves are never shown.
struct SnippetMap: Sendable, Equatable {
    /// The file's lines, without their line breaks.
    let lines: [String]
    /// Indices of the lines the whole-file listing shows.
    let visibleLines: [Int]
    /// Indices of the visible lines of each slice.
    let slices: [String: [Int]]

    /// Reads the markers of `text`; every misuse is a problem at its line.
    static func parse(_ text: String) -> Result<SnippetMap, ProblemList> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var problems: [Problem] = []
        var visible: [Int] = []
        var slices: [String: [Int]] = [:]
        var hidden = false
        var open: (name: String, line: Int)?
        for (index, line) in lines.enumerated() {
            guard let marker = marker(in: line) else {
                if !hidden {
                    visible.append(index)
                    if let open { slices[open.name, default: []].append(index) }
                }
                continue
            }
            switch marker {
            case "hide": hidden = true
            case "show": hidden = false
            case "end":
                if open == nil {
                    problems.append(
                        Problem(
                            line: index + 1, message: "'// snippet.end' closes no slice",
                            hint: "open a slice first with '// snippet.NAME'"))
                }
                open = nil
            default:
                guard ExampleReference.isSliceName(Substring(marker)) else {
                    problems.append(
                        Problem(
                            line: index + 1, message: "'\(marker)' is not a slice name",
                            hint: "use letters, digits, '-' and '_': '// snippet.setup'"))
                    continue
                }
                if let current = open {
                    problems.append(
                        Problem(
                            line: index + 1,
                            message: "slice '\(marker)' starts inside slice '\(current.name)' (line \(current.line))",
                            hint: "close '\(current.name)' with '// snippet.end' first"))
                } else if slices[marker] != nil {
                    problems.append(
                        Problem(
                            line: index + 1, message: "slice '\(marker)' is defined twice in this file",
                            hint: "give each slice its own name"))
                }
                open = (marker, index + 1)
                slices[marker, default: []] = slices[marker] ?? []
            }
        }
        if let open {
            problems.append(
                Problem(
                    line: open.line, message: "slice '\(open.name)' is never closed",
                    hint: "add '// snippet.end' after its last line"))
        }
        guard problems.isEmpty else { return .failure(ProblemList(problems)) }
        return .success(SnippetMap(lines: lines, visibleLines: visible, slices: slices))
    }

    /// The marker named on a line such as `    // snippet.setup`, or `nil` for ordinary code.
    /// `source` with each snippet-marker line left empty: what a reader downloads or edits
    /// online, numbered line for line as the compiler and the page number it.
    static func withoutMarkers(_ source: String) -> String {
        guard source.contains("// snippet.") else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { marker(in: String($0)) == nil ? $0 : "" }
            .joined(separator: "\n")
    }

    static func marker(in line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("// snippet.") else { return nil }
        return String(trimmed.dropFirst("// snippet.".count))
    }

    /// The lines a listing shows: the slice or the whole file, without leading or trailing
    /// blank lines, and the indentation they share (removed on the page).
    func listing(slice: String?) -> (lines: [Int], indent: Int)? {
        var chosen: [Int]
        if let slice {
            guard let lines = slices[slice] else { return nil }
            chosen = lines
        } else {
            chosen = visibleLines
        }
        while let first = chosen.first, lines[first].trimmingWhitespace().isEmpty {
            chosen.removeFirst()
        }
        while let last = chosen.last, lines[last].trimmingWhitespace().isEmpty {
            chosen.removeLast()
        }
        let indents: [Int] = chosen.map { lines[$0] }.filter { !$0.trimmingWhitespace().isEmpty }.map { line in
            line.prefix { $0 == " " }.count
        }
        let indent = indents.min() ?? 0
        return (chosen, indent)
    }

    /// The lines of the whole program as a page shows it: every line but the markers (hidden
    /// lines too, since the program needs them).
    func programLines() -> [Int] {
        Self.withoutBuildLines(lines.indices.filter { Self.marker(in: lines[$0]) == nil }, of: lines)
    }

    /// The text of `source`'s whole program as a page shows it (`programLines`), ending in a
    /// line break, as a Swift file does: what a "Try it online" link carries.
    static func programText(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let shown = withoutBuildLines(lines.indices.filter { marker(in: lines[$0]) == nil }, of: lines)
        return shown.map { lines[$0] + "\n" }.joined()
    }

    /// `chosen` without the `// expect: compile-…` and `// setting:` lines that head a file, and
    /// the blank lines after them: they tell the generator how to build the example, and the
    /// caption under its output names the settings, so they are not part of the lesson.
    static func withoutBuildLines(_ chosen: [Int], of lines: [String]) -> [Int] {
        var chosen = chosen
        var removed = false
        // The same opening comment lines `ExampleSettings.declared` reads, however many.
        let opening = lines.prefix { $0.hasPrefix("//") }.count
        while let first = chosen.first, first < opening,
            lines[first].hasPrefix(CompileExpectation.prefix + " compile-")
                || lines[first].hasPrefix(ExampleSettings.linePrefix)
        {
            chosen.removeFirst()
            removed = true
        }
        while removed, let next = chosen.first, lines[next].trimmingWhitespace().isEmpty {
            chosen.removeFirst()
        }
        return chosen
    }

    /// Slice names in the order a reader meets them, for hints.
    var sliceNames: [String] {
        slices.keys.sorted { (slices[$0]?.first ?? 0, $0) < (slices[$1]?.first ?? 0, $1) }
    }
}
