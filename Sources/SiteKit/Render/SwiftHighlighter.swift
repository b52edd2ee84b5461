import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift source at build time from swift-syntax's classification of every byte,
/// so pages need no client-side highlighter and colours follow the real grammar.
struct SwiftHighlighter: Sendable {
    /// One highlighted line: runs of text, each with its CSS class (`nil` for plain text).
    typealias Line = [(text: String, style: String?)]

    /// Where highlighted sources are remembered: a long-running preview's cache keeps them in
    /// memory, so a prose edit renders its chapter without parsing its code again.
    let memo: SiteCache

    init(memo: SiteCache = .nothing) {
        self.memo = memo
    }

    /// The source split into highlighted lines. A token that spans lines (a block comment, a
    /// multi-line string) is split at each line break so any range of lines can be shown.
    func lines(of source: String) -> [Line] {
        return memo.value(.highlighted, key: source) { Highlighted(lines: highlightedLines(of: source)) }.lines
    }

    /// Highlighted lines as the memo keeps them.
    struct Highlighted: Sendable {
        var lines: [Line]
    }

    private func highlightedLines(of source: String) -> [Line] {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var lines: [Line] = [[]]
        var position = 0
        func append(_ end: Int, style: String?) {
            guard end > position else { return }
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            var first = true
            for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { lines.append([]) }
                first = false
                if !piece.isEmpty { lines[lines.count - 1].append((String(piece), style)) }
            }
            position = end
        }
        for range in tree.classifications {
            let start = min(range.range.lowerBound.utf8Offset, bytes.count)
            let end = min(range.range.upperBound.utf8Offset, bytes.count)
            append(start, style: nil)
            append(end, style: Self.style(for: range.kind))
        }
        append(bytes.count, style: nil)
        if lines.count > 1, lines.last?.isEmpty == true, source.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The listing's HTML: the chosen lines with `indent` leading spaces removed, escaped and
    /// wrapped in spans (`<span class="kw">`, ...).
    /// With `numbered`, each line starts with its 1-based number in the file, drawn by the
    /// stylesheet (`.ln::before`), so it is neither copied nor read out with the code.
    func html(lines: [Line], showing indices: [Int], removingIndent indent: Int, numbered: Bool = false) -> String {
        indices.map { index in
            var toRemove = indent
            var html = numbered ? "<span class=\"ln\" data-line=\"\(index + 1)\" aria-hidden=\"true\"></span>" : ""
            for run in lines[index] {
                var text = Substring(run.text)
                while toRemove > 0, text.first == " " {
                    text.removeFirst()
                    toRemove -= 1
                }
                if text.isEmpty { continue }
                toRemove = 0
                if let style = run.style {
                    html += "<span class=\"\(style)\">\(HTML.escape(text))</span>"
                } else {
                    html += HTML.escape(text)
                }
            }
            return html
        }.joined(separator: "\n")
    }

    /// Highlights a whole snippet (a fenced block in prose).
    func html(_ source: String) -> String {
        let lines = lines(of: source)
        return html(lines: lines, showing: Array(lines.indices), removingIndent: 0)
    }

    static func style(for kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "kw"
        case .attribute: "at"
        case .type: "ty"
        case .stringLiteral, .regexLiteral: "st"
        case .integerLiteral, .floatLiteral: "nu"
        case .lineComment, .blockComment: "co"
        case .docLineComment, .docBlockComment: "dc"
        case .ifConfigDirective: "pp"
        case .dollarIdentifier: "va"
        case .operator: "op"
        case .argumentLabel: "lb"
        case .identifier, .none, .editorPlaceholder: nil
        @unknown default: nil
        }
    }
}

extension MemoKind where Value == SwiftHighlighter.Highlighted {
    /// A source's highlighted lines, by the source itself; kept only in memory.
    static var highlighted: MemoKind { MemoKind(name: "highlighted") }
}
