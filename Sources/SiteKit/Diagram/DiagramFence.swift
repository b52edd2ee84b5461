/// What a `diagram` fence's body may ask: `types: [A, B]` draws only those types (and the
/// relations among them).
struct DiagramOptions: Equatable, Sendable {
    var types: [String]?

    static func parse(_ body: String) -> Result<DiagramOptions, Problem> {
        var options = DiagramOptions()
        for (index, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.prefix { $0 != "#" }.trimmingWhitespace()
            guard !line.isEmpty else { continue }
            let parts = line.split(separator: ":", maxSplits: 1)
            let key = parts.first.map { $0.trimmingWhitespace() } ?? ""
            let value = parts.count == 2 ? parts[1].trimmingWhitespace() : ""
            guard key == "types" else {
                return .failure(
                    Problem(
                        line: index + 1, message: "'\(key)' is not an option of a diagram fence",
                        hint: "a diagram fence takes 'types: [TypeA, TypeB]' to draw only those types"))
            }
            let list = value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
            let names = list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            guard !names.isEmpty,
                names.allSatisfy({ name in name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } })
            else {
                return .failure(
                    Problem(
                        line: index + 1, message: "'\(value)' is not a list of type names",
                        hint: "write 'types: [TypeA, TypeB]'"))
            }
            options.types = names
        }
        return .success(options)
    }
}
