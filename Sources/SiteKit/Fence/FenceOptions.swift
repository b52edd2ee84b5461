import Yams

/// The `key: value` options in a fence's body, the one syntax every kind of fence takes. They
/// are read as YAML by every kind, since `output` fences need its lists, quoted strings and
/// `|` blocks; each kind then checks its own keys.
enum FenceOptions {
    /// One `key: value` pair.
    struct Option {
        var key: String
        var value: Node
        /// The body line of the key, 1 being the first line after the opening fence.
        var line: Int
        /// The text after `key:` on the key's line, without a comment, as the author wrote it.
        var text: String

        /// The body line the value starts on.
        var valueLine: Int { value.mark?.line ?? line }
        /// The 1-based column the value starts at, when the YAML parser says.
        var valueColumn: Int? { value.mark.map { $0.column } }

        /// A problem with the value, at its line and column.
        func problem(_ message: String, hint: String? = nil) -> Problem {
            Problem(line: valueLine, column: valueColumn, message: message, hint: hint)
        }

        /// The value's one line of text, or `nil` for a list or a mapping.
        var scalar: String? { value.scalar?.string }
    }

    /// What a body holds.
    enum Body {
        /// Nothing but blank lines and comments.
        case empty
        case options([Option])
        /// Text that is not `key: value` lines; its first line and the body line it is on.
        case notKeyValue(text: String, line: Int)
    }

    /// Reads `body`; a YAML syntax error is a problem on a line of the body, whose hint is
    /// `hint`.
    static func read(_ body: String, hint: String) -> Result<Body, Problem> {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let node: Node?
        do {
            node = try Yams.compose(yaml: body)
        } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _) {
            // libyaml can name the position after the last line; keep the problem where the
            // author can see it.
            return .failure(
                Problem(line: min(max(mark.line, 1), lines.count), message: "invalid options: \(problem)", hint: hint))
        } catch {
            return .failure(Problem(line: 1, message: "invalid options: \(error)", hint: hint))
        }
        switch node {
        case nil:
            return .success(.empty)
        case .mapping(let mapping)?:
            return .success(
                .options(
                    mapping.map { key, value in
                        let line = key.mark?.line ?? 1
                        return Option(
                            key: key.string ?? "", value: value, line: line, text: Self.text(after: line, in: lines))
                    }))
        case .some:
            let first = lines.enumerated().first { !uncommented($0.element).isEmpty }
            return .success(
                .notKeyValue(text: first.map { uncommented($0.element) } ?? "", line: (first?.offset ?? 0) + 1))
        }
    }

    /// The text after the first `:` on body line `line`.
    private static func text(after line: Int, in lines: [Substring]) -> String {
        guard lines.indices.contains(line - 1) else { return "" }
        let parts = uncommented(lines[line - 1]).split(separator: ":", maxSplits: 1)
        return parts.count == 2 ? parts[1].trimmingWhitespace() : ""
    }

    /// A line without its comment and the spaces around it.
    private static func uncommented(_ line: Substring) -> String {
        line.prefix { $0 != "#" }.trimmingWhitespace()
    }
}
