/// One check on one field of a `Root` value.
struct Rule<Root>: Sendable {
    let field: String
    let requirement: String
    private let passes: @Sendable (Root) -> Bool

    func problem(in value: Root) -> String? {
        passes(value) ? nil : "\(field) \(requirement)"
    }
}

// snippet.factories
extension Rule {
    static func filled(_ field: String, _ path: KeyPath<Root, String> & Sendable) -> Rule {
        Rule(field: field, requirement: "must not be empty") { !$0[keyPath: path].isEmpty }
    }

    static func within<Value: Comparable & Sendable>(
        _ field: String, _ path: KeyPath<Root, Value> & Sendable, _ range: ClosedRange<Value>
    ) -> Rule {
        Rule(field: field, requirement: "must be \(range.lowerBound)...\(range.upperBound)") {
            range.contains($0[keyPath: path])
        }
    }

    static func given<Value>(_ field: String, _ path: KeyPath<Root, Value?> & Sendable) -> Rule {
        Rule(field: field, requirement: "is missing") { $0[keyPath: path] != nil }
    }
}
// snippet.end

/// Every rule for one type, checked in order.
struct Validator<Root>: Sendable {
    let rules: [Rule<Root>]

    func problems(in value: Root) -> [String] {
        rules.compactMap { $0.problem(in: value) }
    }
}
