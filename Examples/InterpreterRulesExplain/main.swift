// expect: compile-error
// The rules of the chapter, with one new requirement in the protocol.

/// The context the rules are interpreted against.
struct User {
    let name: String
    let role: String
    let country: String
    let plan: String
}

// snippet.protocol
/// Every rule of the grammar is a type that knows how to interpret itself.
protocol Rule: CustomStringConvertible {
    func matches(_ user: User) -> Bool
    func explain(_ user: User) -> String  // new: why the rule did or didn't match
}
// snippet.end

// snippet.hasrole
struct HasRole: Rule {
    let role: String
    func matches(_ user: User) -> Bool { user.role == role }
    var description: String { "role is \(role)" }
}
// snippet.end

struct InCountry: Rule {
    let country: String
    func matches(_ user: User) -> Bool { user.country == country }
    var description: String { "country is \(country)" }
}

struct OnPlan: Rule {
    let plan: String
    func matches(_ user: User) -> Bool { user.plan == plan }
    var description: String { "plan is \(plan)" }
}

struct AllOf: Rule {
    let rules: [any Rule]
    func matches(_ user: User) -> Bool { rules.allSatisfy { $0.matches(user) } }
    var description: String {
        "(" + rules.map(\.description).joined(separator: " and ") + ")"
    }
}

struct AnyOf: Rule {
    let rules: [any Rule]
    func matches(_ user: User) -> Bool { rules.contains { $0.matches(user) } }
    var description: String {
        "(" + rules.map(\.description).joined(separator: " or ") + ")"
    }
}

struct Not: Rule {
    let rule: any Rule
    func matches(_ user: User) -> Bool { !rule.matches(user) }
    var description: String { "not \(rule)" }
}

/// A node kind added later, in its own file. No existing type changes.
struct AtLeast: Rule {
    let count: Int
    let rules: [any Rule]
    func matches(_ user: User) -> Bool {
        rules.count(where: { $0.matches(user) }) >= count
    }
    var description: String {
        "at least \(count) of [" + rules.map(\.description).joined(separator: ", ") + "]"
    }
}
