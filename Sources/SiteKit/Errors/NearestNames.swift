/// The known names nearest a misspelt one, for a "did you mean" hint: ranked by edit distance
/// (case ignored), then by name; only those close enough to be a slip of the keyboard.
enum NearestNames {
    static func to(_ name: String, in known: some Collection<String>, limit: Int = 3) -> [String] {
        let typed = Array(name.lowercased())
        // A third of the name may be wrong, and at least two letters.
        let allowed = max(2, typed.count / 3)
        let ranked = known.map { ($0, distance(typed, Array($0.lowercased()))) }
            .filter { $0.1 <= allowed }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return ranked.prefix(limit).map(\.0)
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
