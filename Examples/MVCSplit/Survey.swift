// snippet.model
/// Model: what was seen, and the survey's rules about it. No screen, no file, no server.
/// - Role: Model
struct Sighting: Equatable, Sendable {
    let species: String  // lowercase, words joined by "-"
    let count: Int
}

/// - Role: Model
struct Survey: Sendable {
    enum Problem: Error, Equatable {
        case countOutOfRange(Int)
    }

    let name: String
    private(set) var sightings: [Sighting] = []

    var birds: Int { sightings.reduce(0) { $0 + $1.count } }

    /// Declaring an initializer removes the memberwise `init(name:sightings:)`, which would
    /// let any code store sightings that skip the rule. Restored sightings pass through it too.
    init(name: String, restoring saved: [Sighting] = []) throws(Problem) {
        self.name = name
        for sighting in saved {
            _ = try record(species: sighting.species, count: sighting.count)
        }
    }

    /// Validation moved here: every caller gets the same rules.
    mutating func record(species: String, count: Int) throws(Problem) -> Sighting {
        guard (1...500).contains(count) else { throw .countOutOfRange(count) }
        let sighting = Sighting(species: species.lowercased(), count: count)
        sightings.append(sighting)
        return sighting
    }
}
// snippet.end
