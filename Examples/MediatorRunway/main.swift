struct Position: CustomStringConvertible {
    var miles: Int
    var feet: Int

    var description: String { "\(miles) mi, \(feet) ft" }

    func isTooClose(to other: Position) -> Bool {
        miles == other.miles && abs(feet - other.feet) < 1000
    }
}

// snippet.tower
/// The mediator. Aircraft report to the tower; only the tower knows who else is there.
final class ControlTower {
    private var aircraft: [Airplane] = []

    func enterAirspace(_ plane: Airplane) {
        aircraft.append(plane)
        print("tower: \(plane.callsign) entered, \(aircraft.count) in airspace")
    }

    func leaveAirspace(_ plane: Airplane) {
        aircraft.removeAll { $0 === plane }
        print("tower: \(plane.callsign) landed, \(aircraft.count) in airspace")
    }

    /// Returns whether the move is safe, and warns any plane it would endanger.
    func requestMove(_ plane: Airplane, to position: Position) -> Bool {
        let conflicts = aircraft.filter {
            $0 !== plane && $0.position.isTooClose(to: position)
        }
        for other in conflicts {
            other.hear("traffic alert, \(plane.callsign) nearby")
        }
        return conflicts.isEmpty
    }
}
// snippet.end

// snippet.airplane
final class Airplane {
    let callsign: String
    private(set) var position: Position
    private weak var tower: ControlTower?  // the only other party a plane knows

    init(_ callsign: String, at position: Position, tower: ControlTower) {
        self.callsign = callsign
        self.position = position
        self.tower = tower
        tower.enterAirspace(self)
    }

    func move(to newPosition: Position) {
        guard tower?.requestMove(self, to: newPosition) ?? false else {
            print("\(callsign): too close at \(newPosition)! Abort,"
                  + " holding at \(position)")
            return
        }
        position = newPosition
        print("\(callsign): now at \(position)")
    }

    func land() { tower?.leaveAirspace(self) }

    func hear(_ message: String) { print("\(callsign) hears: \(message)") }
}
// snippet.end

// snippet.main
let tower = ControlTower()
let ba706 = Airplane("BA706", at: Position(miles: 11, feet: 21_000), tower: tower)
let aa101 = Airplane("AA101", at: Position(miles: 5, feet: 9_000), tower: tower)
let cx200 = Airplane("CX200", at: Position(miles: 8, feet: 12_000), tower: tower)

cx200.move(to: Position(miles: 5, feet: 9_500))
ba706.move(to: Position(miles: 5, feet: 10_000))
aa101.land()
cx200.move(to: Position(miles: 5, feet: 9_500))
cx200.move(to: Position(miles: 5, feet: 8_000))
// snippet.end
