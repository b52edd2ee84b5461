/// Compiler messages in the book keep each source line over its caret line. An ebook reader's
/// page cannot scroll sideways, so the book's code wraps, and a wrapped source line no longer
/// has its `^` under the column it names. Here the lines after each message (the source line,
/// its carets, a fix-it) become one unit that never wraps (`diag-source` in `EbookStyle`),
/// made narrow enough for a phone's page: their shared indentation is dropped, and a unit
/// still wider than `width` loses its end after the carets (or, where the carets are further
/// right, its start) to an ellipsis, every line of the unit cut at the same columns. The
/// messages themselves still wrap.
enum EbookCarets {
    /// Columns a unit keeps: about what a phone's page holds of code at the book's size.
    static let width = 40

    /// `html` with every compiler block's source and caret lines made units.
    static func unwrapped(_ html: String) -> String {
        guard html.contains(messageStart) else { return html }
        var result = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<pre"), let close = rest[open.upperBound...].range(of: "</pre>") {
            result += rest[..<open.lowerBound]
            let block = rest[open.lowerBound..<close.upperBound]
            result += block.contains(messageStart) ? units(in: String(block)) : String(block)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static let messageStart = "<span class=\"diag-message\">"

    /// One `<pre>` block: each run of text between messages wrapped as a unit.
    private static func units(in block: String) -> String {
        guard let contentStart = block.firstIndex(of: ">").map({ block.index(after: $0) }),
            let contentEnd = block.range(of: "</pre>", options: .backwards)?.lowerBound
        else { return block }
        var result = String(block[..<contentStart])
        var rest = block[contentStart..<contentEnd]
        while !rest.isEmpty {
            let next = rest.range(of: messageStart)
            let text = rest[..<(next?.lowerBound ?? rest.endIndex)]
            result += unit(String(text))
            guard let next else { break }
            let end = endOfMessage(rest, from: next.upperBound)
            result += rest[next.lowerBound..<end]
            rest = rest[end...]
        }
        return result + block[contentEnd...]
    }

    /// Just after the `</span>` that closes the message opened before `start`.
    private static func endOfMessage(_ text: Substring, from start: Substring.Index) -> Substring.Index {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index...].hasPrefix("<span") {
                depth += 1
            } else if text[index...].hasPrefix("</span>") {
                depth -= 1
                if depth == 0 { return text.index(index, offsetBy: "</span>".count) }
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// Lines between messages, as one unit that does not wrap, cut to `width` columns.
    static func unit(_ html: String) -> String {
        guard !html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return html }
        let newline = html.hasSuffix("\n")
        var lines = (newline ? String(html.dropLast()) : html).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        // A line the compare block marks as differing is marked whole; any other markup is left as it is.
        let mark = ("<mark class=\"differs\">", "</mark>")
        let marked = lines.map { $0.hasPrefix(mark.0) && $0.hasSuffix(mark.1) }
        lines = zip(lines, marked).map { line, isMarked in
            isMarked ? String(line.dropFirst(mark.0.count).dropLast(mark.1.count)) : line
        }
        if lines.allSatisfy({ !$0.contains("<") }) {
            let cut = fitted(lines.map { XMLEntities.decode(Array($0.utf8)) })
            lines = cut.map { HTML.escape($0) }
        }
        let body = zip(lines, marked).map { line, isMarked in isMarked ? mark.0 + line + mark.1 : line }
            .joined(separator: "\n")
        return "<span class=\"diag-source\">" + body + (newline ? "\n" : "") + "</span>"
    }

    /// The lines, their shared indentation dropped and every line cut at the same columns so
    /// that none is wider than `width`, keeping the carets' columns in view.
    static func fitted(_ text: [String]) -> [String] {
        var lines = text.map { Array($0) }
        let indents = lines.filter { $0.contains { $0 != " " } }.map { $0.prefix { $0 == " " }.count }
        let shared = indents.min() ?? 0
        lines = lines.map { Array($0.dropFirst(min(shared, $0.count))) }
        guard let longest = lines.map(\.count).max(), longest > width else { return lines.map { String($0) } }
        // The caret's column (where a `~` range starts): the part of the lines that must stay.
        // A range running on past the width is cut like the rest.
        let caret =
            lines.filter { line in line.contains("^") && line.allSatisfy { " ^~".contains($0) } }
            .compactMap { $0.firstIndex(of: "^") }.max() ?? 0
        if caret >= width - 4 {
            // Keep a few columns of context before the caret; the ellipsis takes the first.
            let start = caret - 8
            lines = lines.map { line in
                let dropped = line.prefix(start + 1)
                let kept = Array(line.dropFirst(start + 1))
                return (dropped.contains { $0 != " " } ? ["…"] : dropped.isEmpty ? [] : [" "]) + kept
            }
        }
        return lines.map { line in
            line.count > width ? String(line.prefix(width - 1)) + "…" : String(line)
        }
    }
}
