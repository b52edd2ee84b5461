/// Checks that every name a template uses is one its context declares (`TemplateContext`),
/// section by section, as Mustache looks names up: in the innermost section's value first,
/// then outwards. Mustache itself renders an unknown name as nothing, so without this check a
/// misspelt or forgotten name would quietly leave a hole in every page.
///
/// The theme's templates use variables (`{{name}}`, `{{{name}}}`, `{{&name}}`), sections
/// (`{{#name}}`, `{{^name}}`), dotted names and comments; other tags (partials, blocks,
/// delimiter changes) are reported, since their names could not be checked.
enum TemplateCheck {
    /// Every name in `text` that `context` does not provide where it is used, at the line and
    /// column of its tag in `file`.
    static func problems(in text: String, context: any TemplateContext.Type, file: String) -> [Diagnostic] {
        var walk = Walk(context: context, file: file)
        let characters = Array(text)
        var index = 0
        var location: Location = (1, 1)
        func move(to next: Int) {
            for character in characters[index..<next] {
                location = character == "\n" ? (location.line + 1, 1) : (location.line, location.column + 1)
            }
            index = next
        }
        while index < characters.count {
            guard characters[index...].starts(with: "{{") else {
                move(to: index + 1)
                continue
            }
            let triple = characters[index...].starts(with: "{{{")
            let (opening, closing) = triple ? ("{{{", "}}}") : ("{{", "}}")
            var end = index + opening.count
            while end < characters.count, !characters[end...].starts(with: closing) { end += 1 }
            walk.visit(tag: String(characters[(index + opening.count)..<end]), unescaped: triple, at: location)
            move(to: min(end + closing.count, characters.count))
        }
        return walk.problems
    }

    typealias Location = (line: Int, column: Int)

    /// What a name stands for where a template uses it.
    private enum Meaning {
        /// A context (or a list or an optional of them): a section over it renders with its names.
        case context(any TemplateContext.Type)
        /// Text, a number, a flag or a list of texts: a section over it adds no names.
        case value

        var names: [String: (any TemplateContext.Type)?] {
            switch self {
            case .context(let context): context.names
            case .value: [:]
            }
        }
    }

    /// The state of one template's check: the sections open at the current tag.
    private struct Walk {
        /// An open section and the names it adds. Mustache looks a name up in the innermost
        /// section's value first, then outwards.
        struct Scope {
            var names: [String: (any TemplateContext.Type)?]
            /// Opened by a name that is not there (and reported): names inside it are not
            /// reported again.
            var unchecked = false
        }

        let context: any TemplateContext.Type
        let file: String
        var scopes: [Scope]
        var problems: [Diagnostic] = []

        init(context: any TemplateContext.Type, file: String) {
            self.context = context
            self.file = file
            scopes = [Scope(names: context.names)]
        }

        mutating func visit(tag raw: String, unescaped: Bool, at location: Location) {
            let tag = raw.trimmingWhitespace()
            let sigil = unescaped ? nil : tag.first.flatMap { "#^/&!>=<$%".contains($0) ? $0 : nil }
            let name = (sigil == nil ? tag : String(tag.dropFirst())).trimmingWhitespace()
            switch sigil {
            case "!":
                return
            case "#":
                let meaning = resolve(name, at: location)
                scopes.append(Scope(names: meaning?.names ?? [:], unchecked: meaning == nil))
            case "^":
                // An inverted section renders with the names around it.
                let meaning = resolve(name, at: location)
                scopes.append(Scope(names: [:], unchecked: meaning == nil))
            case "/":
                // The template parser has reported unbalanced sections already.
                if scopes.count > 1 { scopes.removeLast() }
            case nil, "&":
                _ = resolve(name, at: location)
            default:
                report(
                    "'{{\(tag)}}' is a kind of tag the theme's templates do not use",
                    hint: "use variables ({{name}}, {{{html}}}) and sections ({{#name}}, {{^name}}) only, so that "
                        + "every name can be checked against what the template is given", at: location)
            }
        }

        /// What `name` stands for here, or `nil` (reported) when it is not there.
        mutating func resolve(_ name: String, at location: Location) -> Meaning? {
            if name == "." {
                if scopes.count == 1 {
                    report(
                        "'{{.}}' outside a section",
                        hint: "'.' is the current item of a section: use it inside {{#name}}", at: location)
                }
                return .value
            }
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
            else {
                report(
                    "'\(name)' is not a name", hint: "names are letters, digits and '_', joined by '.'", at: location)
                return nil
            }
            guard let scope = scopes.last(where: { $0.names[parts[0]] != nil }), let first = scope.names[parts[0]]
            else {
                reportUnknown(parts[0], in: name, at: location)
                return nil
            }
            var meaning = first.map(Meaning.context) ?? .value
            for part in parts.dropFirst() {
                guard let inner = meaning.names[part] else {
                    reportUnknown(part, in: name, at: location)
                    return nil
                }
                meaning = inner.map(Meaning.context) ?? .value
            }
            return meaning
        }

        mutating func reportUnknown(_ part: String, in name: String, at location: Location) {
            guard !scopes.contains(where: \.unchecked) else { return }
            let known = Set(scopes.flatMap(\.names.keys)).sorted()
            report(
                "the template uses '\(name)', which \(context) does not provide here",
                hint: "fix the name (here: \(known.joined(separator: ", "))), or add '\(part)' to the fields of its "
                    + "context in Sources/SiteKit/Templates/Contexts", at: location)
        }

        mutating func report(_ message: String, hint: String, at location: Location) {
            problems.append(
                Diagnostic(file: file, line: location.line, column: location.column, message: message, hint: hint))
        }
    }
}
