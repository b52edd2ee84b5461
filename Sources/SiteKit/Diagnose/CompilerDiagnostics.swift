/// What the compiler said about an example that is compiled on its own (see
/// `CompileExpectation`), split into its diagnostics so a chapter can show some of them.
///
/// The text is the compiler's, byte for byte, except that paths are relative to the example's
/// folder (it is compiled from there) so no machine's path reaches a page.
struct CompilerDiagnostics: Hashable, Sendable, Encodable {
    /// One diagnostic: its `file:line:column: severity: message` line, and the source and
    /// caret lines the compiler printed under it.
    struct Entry: Hashable, Sendable, Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        /// Every line the compiler printed for it, the header first.
        var text: [String]
    }

    /// Everything the compiler printed, in its order.
    var text: String
    /// Whether the compiler failed.
    var failed: Bool
    /// The diagnostics in source order, each with the notes printed after it as entries of
    /// their own.
    var entries: [Entry]

    init(text: String, failed: Bool) {
        self.text = text
        self.failed = failed
        self.entries = Self.parse(text)
    }

    /// What a page shows of it all: every entry, in source order.
    var shownText: String { entries.flatMap(\.text).joined(separator: "\n") }

    var errorCount: Int { entries.filter { $0.severity == "error" }.count }
    var warningCount: Int { entries.filter { $0.severity == "warning" }.count }

    /// Splits the compiler's output at each `file.swift:line:column: severity:` line. Lines
    /// before the first such line (a driver's own messages) start an entry without a place.
    static func parse(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let header = header(line) {
                entries.append(
                    Entry(
                        file: header.file, line: header.line, column: header.column, severity: header.severity,
                        text: [String(line)]))
            } else if !entries.isEmpty {
                entries[entries.count - 1].text.append(String(line))
            } else if !line.isEmpty {
                entries.append(Entry(file: "", line: 0, column: 0, severity: "error", text: [String(line)]))
            }
        }
        for index in entries.indices {
            while entries[index].text.count > 1, entries[index].text.last?.isEmpty == true {
                entries[index].text.removeLast()
            }
        }
        return inSourceOrder(withoutRepeats(entries))
    }

    /// The diagnostics (each with its notes) by file, line and column. The compiler's own
    /// order among diagnostics of one file is not stable: the same example listed its errors
    /// in another order when compiled from another folder, which made a page differ between
    /// machines. Sorting keeps each diagnostic's text as the compiler wrote it.
    static func inSourceOrder(_ entries: [Entry]) -> [Entry] {
        var groups: [[Entry]] = []
        for entry in entries {
            if entry.severity == "note", !groups.isEmpty {
                groups[groups.count - 1].append(entry)
            } else {
                groups.append([entry])
            }
        }
        // A stable sort: diagnostics at one place keep the compiler's order.
        let sorted = groups.enumerated().sorted { a, b in
            let (x, y) = (a.element[0], b.element[0])
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }
        return sorted.flatMap(\.element)
    }

    /// The entries without a diagnostic (with its notes) that the compiler printed before:
    /// compiling each file in turn, it reports a mistake at the top level of one file again
    /// while checking the others that use it.
    static func withoutRepeats(_ entries: [Entry]) -> [Entry] {
        var groups: [[Entry]] = []
        for entry in entries {
            if entry.severity == "note", !groups.isEmpty {
                groups[groups.count - 1].append(entry)
            } else {
                groups.append([entry])
            }
        }
        var seen: [[Entry]] = []
        var kept: [Entry] = []
        for group in groups where !seen.contains(group) {
            seen.append(group)
            kept += group
        }
        return kept
    }

    static func header(_ line: Substring) -> (file: String, line: Int, column: Int, severity: String)? {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].hasSuffix(".swift"), let number = Int(parts[1]), let column = Int(parts[2])
        else { return nil }
        let severity = parts[3].trimmingWhitespace()
        guard ["error", "warning", "note", "remark"].contains(severity) else { return nil }
        return (String(parts[0]), number, column, severity)
    }

    /// Which diagnostics a fence shows.
    struct Selection: Hashable, Sendable, Codable {
        /// Only errors (and the notes that follow them).
        var errorsOnly = false
        /// None at all (`diagnostics: none`): a listing whose diagnostics another block shows.
        var hidden = false
        /// Only diagnostics on these 1-based lines.
        var lines: ClosedRange<Int>?
        /// Only diagnostics in this file of the example; `nil` for every file.
        var file: String?
        /// Only diagnostics on these 1-based lines of `file` (a slice's lines).
        var shownLines: Set<Int>?

        init() {}
    }

    /// The diagnostics `selection` picks, as the compiler printed them. A note stays with the
    /// diagnostic it follows: it is shown when that one is, wherever it points.
    func text(selecting selection: Selection) -> String {
        var shown: [String] = []
        var keepNotes = false
        for entry in entries {
            if entry.severity == "note" {
                if keepNotes { shown += entry.text }
                continue
            }
            keepNotes = selection.picks(entry)
            if keepNotes { shown += entry.text }
        }
        return shown.joined(separator: "\n")
    }
}

extension CompilerDiagnostics.Selection {
    func picks(_ entry: CompilerDiagnostics.Entry) -> Bool {
        if errorsOnly && entry.severity != "error" { return false }
        if let file, entry.file != file { return false }
        if let lines, !lines.contains(entry.line) { return false }
        if let shownLines, !shownLines.contains(entry.line) { return false }
        return true
    }
}
