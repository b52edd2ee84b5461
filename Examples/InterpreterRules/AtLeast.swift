// snippet.newkind
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
// snippet.end
