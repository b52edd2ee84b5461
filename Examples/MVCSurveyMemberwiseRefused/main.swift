// expect: compile-error
// The model of MVCSplit, with its initializer; the memberwise one is gone.
struct Sighting: Equatable, Sendable {
    let species: String
    let count: Int
}

struct Survey: Sendable {
    enum Problem: Error, Equatable {
        case countOutOfRange(Int)
    }

    let name: String
    private(set) var sightings: [Sighting] = []

    init(name: String, restoring saved: [Sighting] = []) throws(Problem) {
        self.name = name
        for sighting in saved {
            _ = try record(species: sighting.species, count: sighting.count)
        }
    }

    mutating func record(species: String, count: Int) throws(Problem) -> Sighting {
        guard (1...500).contains(count) else { throw .countOutOfRange(count) }
        let sighting = Sighting(species: species.lowercased(), count: count)
        sightings.append(sighting)
        return sighting
    }
}

// snippet.bypass
let forged = Survey(
    name: "mill-pond", sightings: [Sighting(species: "grey-heron", count: 9000)])
// snippet.end
print(forged.name)
