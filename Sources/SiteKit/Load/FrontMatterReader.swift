import Foundation
import Yams

/// Splits a chapter into its YAML front matter and its Markdown body, and reads the front
/// matter into `ChapterMetadata`, reporting every problem at its line.
struct FrontMatterReader: Sendable {
    /// The front matter keys a chapter may use; anything else is reported as a likely typo.
    static let knownKeys = ["title", "intent", "category", "order", "related", "glance", "draft"]

    /// The result of reading one chapter's text.
    struct Result: Sendable {
        var metadata: ChapterMetadata
        /// The Markdown after the closing `---`.
        var body: String
        /// The 1-based line of the file on which `body` starts.
        var bodyFirstLine: Int
        /// The line of each `related` entry, for errors about it.
        var relatedLines: [String: Int]
    }

    /// Reads `text`, the contents of `file` (used only in diagnostics).
    func read(_ text: String, file: String) -> Swift.Result<Result, BuildFailure> {
        guard let parts = Self.split(text) else {
            let opened = Self.isFence(text.utf8.prefix { $0 != UInt8(ascii: "\n") })
            return .failure(
                BuildFailure([
                    opened
                        ? Diagnostic(
                            file: file, line: 1, message: "the front matter is never closed",
                            hint: "end the YAML fields with a line '---'")
                        : Diagnostic(
                            file: file, line: 1, message: "the chapter does not start with front matter",
                            hint: "begin the file with a line '---', the YAML fields, then '---'")
                ]))
        }
        let (yaml, body, bodyFirstLine) = parts
        // The YAML starts on line 2 of the file.
        var reader = FieldReader(file: file, lineOffset: 1)
        let node: Node?
        do {
            // The basic resolver: every field is read as text anyway (`order` is parsed from
            // its text), and the default one runs a dozen regular expressions per value.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch {
            return .failure(BuildFailure([reader.diagnostic(forYAMLError: error)]))
        }
        guard let metadata = reader.metadata(from: node) else {
            return .failure(BuildFailure(reader.problems.diagnostics))
        }
        return .success(
            Result(
                metadata: metadata, body: body, bodyFirstLine: bodyFirstLine,
                relatedLines: reader.relatedLines))
    }

    /// The YAML between the opening and closing `---` lines, the body after them (without the
    /// file's final line break) and the body's first line; `nil` when either fence is missing.
    /// Walks the lines only as far as the closing fence: the body can be long.
    static func split(_ text: String) -> (yaml: String, body: String, bodyFirstLine: Int)? {
        // Byte offsets, not `Character`s: "\r\n" is one `Character`, so a search for "\n"
        // would miss the line breaks of a file saved with Windows line endings.
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 1
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            let isFence = isFence(bytes[lineStart..<lineEnd])
            if let start = yamlStart {
                if isFence {
                    let yaml = String(decoding: bytes[start..<lineStart].dropLast(), as: UTF8.self)
                    var body = bytes[next...]
                    if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
                    return (yaml, String(decoding: body, as: UTF8.self), lineNumber + 1)
                }
            } else {
                guard isFence else { return nil }
                yamlStart = next
            }
            lineStart = next
            lineNumber += 1
        }
        return nil
    }

    /// Whether a line is `---`, ignoring trailing spaces, tabs and a carriage return.
    private static func isFence(_ line: Substring.UTF8View) -> Bool {
        var line = line
        while let last = line.last,
            last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
        {
            line = line.dropLast()
        }
        return line.elementsEqual("---".utf8)
    }
}

/// Reads typed fields out of a YAML node tree, recording a located diagnostic for each
/// missing or mistyped field instead of stopping at the first.
private struct FieldReader {
    let file: String
    /// Added to YAML line numbers to get file line numbers.
    let lineOffset: Int
    var problems = DiagnosticCollector()
    var relatedLines: [String: Int] = [:]

    init(file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    mutating func metadata(from node: Node?) -> ChapterMetadata? {
        guard let node, case .mapping(let mapping) = node else {
            fail(
                at: node, "the front matter is not a set of 'key: value' fields",
                hint: "write one field per line, such as 'title: Observer'")
            return nil
        }
        for key in mapping.keys {
            let name = key.string ?? ""
            if !FrontMatterReader.knownKeys.contains(name) {
                fail(
                    at: key, "unknown front matter field '\(name)'",
                    hint: "the fields are \(FrontMatterReader.knownKeys.joined(separator: ", "))")
            }
        }
        var fields = Self.fields(mapping)
        let draft = isDraft(fields["draft"])
        if draft {
            // A draft needs only a title and a category: what it lacks shows as not written yet.
            let unwritten = Node.scalar(.init("Not written yet."))
            for key in ["intent"] where fields[key] == nil { fields[key] = unwritten }
            if fields["order"] == nil { fields["order"] = Node.scalar(.init(String(Int.max))) }
            if fields["related"] == nil { fields["related"] = Node.sequence(.init([])) }
            if fields["glance"] == nil { fields["glance"] = Node.mapping(.init([])) }
        }
        let title = string("title", in: fields, parent: node)
        let intent = string("intent", in: fields, parent: node)
        let category = string("category", in: fields, parent: node)
        let order = integer("order", in: fields, parent: node)
        let related = stringList("related", in: fields, parent: node)
        let glance = glance(in: fields, parent: node, draft: draft)
        guard let title, let intent, let category, let order, let related, let glance,
            !problems.hasErrors
        else { return nil }
        return ChapterMetadata(
            title: title, intent: intent, category: category, order: order, related: related,
            glance: glance, draft: draft)
    }

    /// Whether `draft: true` is given; anything but `true` or `false` is reported.
    private mutating func isDraft(_ node: Node?) -> Bool {
        guard let node else { return false }
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            fail(at: node, "'draft' must be true or false", hint: "write 'draft: true' while the chapter is unfinished")
            return false
        }
    }

    /// A mapping's values by key, since Yams looks a key up by comparing it with every key in
    /// turn and a book's front matter is read key by key. (Yams has already refused repeated
    /// keys.)
    typealias Fields = [String: Node]

    static func fields(_ mapping: Node.Mapping) -> Fields {
        Dictionary(mapping.map { ($0.key.string ?? "", $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private mutating func glance(in mapping: Fields, parent: Node, draft: Bool) -> Glance? {
        guard let node = required("glance", in: mapping, parent: parent) else { return nil }
        guard case .mapping(let answers) = node else {
            fail(
                at: node, "'glance' must be a set of fields",
                hint: "give \(Glance.questions.map(\.key).joined(separator: ", ")) under 'glance:'")
            return nil
        }
        let keys = Glance.questions.map(\.key)
        for key in answers.keys where !keys.contains(key.string ?? "") {
            fail(
                at: key, "unknown 'glance' field '\(key.string ?? "")'",
                hint: "the fields are \(keys.joined(separator: ", "))")
        }
        var fields = Self.fields(answers)
        for key in keys where draft && fields[key] == nil { fields[key] = Node.scalar(.init("Not written yet.")) }
        let values = keys.map { string($0, in: fields, parent: node, prefix: "glance.") }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let v = values.map { $0! }
        return Glance(
            what: v[0], benefits: v[1], useWhen: v[2], avoidWhen: v[3], rightWhen: v[4],
            pitfalls: v[5])
    }

    private mutating func required(_ key: String, in mapping: Fields, parent: Node, prefix: String = "")
        -> Node?
    {
        guard let value = mapping[key] else {
            fail(
                at: parent, "the front matter has no '\(prefix)\(key)' field",
                hint: "add '\(key): ...'; see docs/authoring.md, 'Writing a chapter'")
            return nil
        }
        return value
    }

    private mutating func string(
        _ key: String, in mapping: Fields, parent: Node, prefix: String = ""
    ) -> String? {
        guard let node = required(key, in: mapping, parent: parent, prefix: prefix) else {
            return nil
        }
        guard case .scalar(let scalar) = node,
            !scalar.string.trimmingWhitespace().isEmpty
        else {
            fail(at: node, "'\(prefix)\(key)' must be non-empty text")
            return nil
        }
        // A YAML escape ("\u202E") decodes to a character the file's own text never held, so
        // the decoded value is checked too.
        if let hidden = scalar.string.unicodeScalars.first(where: {
            ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F || HTML.isHidden($0)
        }) {
            fail(
                at: node, "'\(prefix)\(key)' holds the invisible character U+\(HTML.hex(hidden)) (from a YAML escape)",
                hint: "remove the escape; text in the front matter is shown as it is")
            return nil
        }
        return scalar.string.trimmingWhitespace()
    }

    private mutating func integer(_ key: String, in mapping: Fields, parent: Node) -> Int? {
        guard let node = required(key, in: mapping, parent: parent) else { return nil }
        guard let value = node.int else {
            let digits = (node.scalar?.string ?? "").trimmingWhitespace().drop { $0 == "-" || $0 == "+" }
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
                fail(at: node, "'\(key)' is too large: at most \(Int.max)", hint: "for example 'order: 3'")
            } else {
                fail(at: node, "'\(key)' must be a whole number", hint: "for example 'order: 3'")
            }
            return nil
        }
        return value
    }

    private mutating func stringList(_ key: String, in mapping: Fields, parent: Node)
        -> [String]?
    {
        guard let node = required(key, in: mapping, parent: parent) else { return nil }
        guard case .sequence(let sequence) = node else {
            fail(
                at: node, "'\(key)' must be a list of chapter slugs",
                hint: "for example 'related: [mediator, command]', or 'related: []'")
            return nil
        }
        var values: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
                fail(at: item, "each '\(key)' entry must be a chapter slug")
                continue
            }
            values.append(scalar.string)
            relatedLines[scalar.string] = line(of: item)
        }
        return values
    }

    private func line(of node: Node?) -> Int {
        (node?.mark?.line ?? 0) + lineOffset
    }

    private mutating func fail(at node: Node?, _ message: String, hint: String? = nil) {
        problems.report(
            Diagnostic(
                file: file, line: line(of: node), column: node?.mark?.column, message: message,
                hint: hint))
    }

    func diagnostic(forYAMLError error: Error) -> Diagnostic {
        let hint = "the front matter is YAML: check quoting, indentation and the ':' after each key"
        switch error {
        case YamlError.scanner(_, let problem, let mark, _),
            YamlError.parser(_, let problem, let mark, _),
            YamlError.composer(_, let problem, let mark, _):
            return Diagnostic(
                file: file, line: mark.line + lineOffset, column: mark.column,
                message: "invalid front matter: \(problem)", hint: hint)
        case YamlError.duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                file: file, line: context.mark.line + lineOffset, column: context.mark.column,
                message: "front matter field repeated: \(duplicates.joined(separator: ", "))",
                hint: "give each field once")
        default:
            return Diagnostic(
                file: file, line: 1 + lineOffset, message: "invalid front matter: \(error)",
                hint: hint)
        }
    }
}
