struct Position: Sendable, CustomStringConvertible {
    var miles: Int
    var feet: Int
    var description: String { "\(miles) mi, \(feet) ft" }
    func isTooClose(to other: Position) -> Bool {
        miles == other.miles && abs(feet - other.feet) < 1000
    }
}

// snippet.tower
/// An actor as the mediator: its state is touched by one task at a time,
/// so concurrent reports can't corrupt it, and no locks are written.
actor Tower {
    private var positions: [String: Position] = [:]
    private(set) var reports = 0
    private(set) var refusals = 0

    /// Records the move if it is safe; returns whether it was accepted.
    func requestMove(_ callsign: String, to position: Position) -> Bool {
        reports += 1
        let conflict = positions.contains { other, theirs in
            other != callsign && theirs.isTooClose(to: position)
        }
        if conflict {
            refusals += 1
            return false
        }
        positions[callsign] = position
        return true
    }

    func summary() -> [String] {
        positions.sorted { $0.key < $1.key }.map { "\($0.key) at \($0.value)" }
    }
}
// snippet.end

// snippet.flights
/// A flight is a value: its callsign and the approach it will fly.
struct Flight: Sendable {
    let callsign: String
    let approach: [Position]
}

/// Straight in from 10 miles to 2, two miles per report, at a fixed height.
func approach(at feet: Int) -> [Position] {
    stride(from: 10, through: 2, by: -2).map { Position(miles: $0, feet: feet) }
}

let flights = [
    Flight(callsign: "BA706", approach: approach(at: 20_000)),
    Flight(callsign: "AA101", approach: approach(at: 15_000)),
    Flight(callsign: "CX200", approach: approach(at: 10_000)),
]

let tower = Tower()
// A light aircraft circling at 4 miles is already known to the tower.
_ = await tower.requestMove("GA001", to: Position(miles: 4, feet: 10_300))

await withTaskGroup(of: Int.self) { group in
    for flight in flights {
        group.addTask {
            var accepted = 0
            for position in flight.approach {
                if await tower.requestMove(flight.callsign, to: position) {
                    accepted += 1
                }
            }
            return accepted
        }
    }
    var accepted = 0
    for await count in group { accepted += count }
    print("moves accepted: \(accepted)")
}
// snippet.end

// snippet.summary
print("reports: \(await tower.reports), refusals: \(await tower.refusals)")
for line in await tower.summary() { print(line) }
// snippet.end
