import Yams

/// What a `diagram` fence's body may ask: `types: [A, B]` draws only those types (and the
/// relations among them).
struct DiagramOptions: Hashable, Sendable, Codable {
    var types: [String]?

    static let typesHint = "a diagram fence takes 'types: [TypeA, TypeB]' to draw only those types"

    static func parse(_ body: String) -> Result<DiagramOptions, Problem> {
        FenceOptions.read(body, hint: typesHint).flatMap { body in
            switch body {
            case .empty: return .success(DiagramOptions())
            case .notKeyValue(let text, let line):
                return .failure(
                    Problem(line: line, message: "'\(text)' is not an option of a diagram fence", hint: typesHint))
            case .options(let options):
                var parsed = DiagramOptions()
                for option in options {
                    switch typeNames(option) {
                    case .success(let names): parsed.types = names
                    case .failure(let problem): return .failure(problem)
                    }
                }
                return .success(parsed)
            }
        }
    }

    /// The type names of a `types` option: a list, or names separated by commas.
    private static func typeNames(_ option: FenceOptions.Option) -> Result<[String], Problem> {
        guard option.key == "types" else {
            return .failure(
                Problem(
                    line: option.line, message: "'\(option.key)' is not an option of a diagram fence", hint: typesHint))
        }
        let names: [String]
        switch option.value {
        case .sequence(let items) where items.allSatisfy({ $0.scalar != nil }):
            names = items.compactMap { $0.scalar?.string.trimmingWhitespace() }.filter { !$0.isEmpty }
        case .scalar(let scalar):
            names = scalar.string.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        default:
            names = []
        }
        guard !names.isEmpty,
            names.allSatisfy({ name in name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } })
        else {
            return .failure(
                Problem(
                    line: option.line, message: "'\(option.text)' is not a list of type names",
                    hint: "write 'types: [TypeA, TypeB]'"))
        }
        return .success(names)
    }
}
