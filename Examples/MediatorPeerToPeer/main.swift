struct Position {
    var miles: Int
    var feet: Int

    /// The separation rule: same distance from the runway, less than 1000 ft apart.
    func isTooClose(to other: Position) -> Bool {
        miles == other.miles && abs(feet - other.feet) < 1000
    }
}

// snippet.airplane
final class Airplane {
    let callsign: String
    private(set) var position: Position
    var others: [Airplane] = []  // every plane must keep this list up to date

    init(_ callsign: String, at position: Position) {
        self.callsign = callsign
        self.position = position
    }

    func move(to newPosition: Position) {
        position = newPosition
        let place = "\(newPosition.miles) mi, \(newPosition.feet) ft"
        for other in others where other.position.isTooClose(to: newPosition) {
            print("\(callsign) at \(place): warning, too close to \(other.callsign)!")
            return
        }
        print("\(callsign) at \(place): clear")
    }
}
// snippet.end

// snippet.main
let ba706 = Airplane("BA706", at: Position(miles: 11, feet: 21_000))
let aa101 = Airplane("AA101", at: Position(miles: 5, feet: 9_000))
ba706.others = [aa101]
aa101.others = [ba706]

// A third plane arrives. It is told about the others, but nobody tells them about it.
let cx200 = Airplane("CX200", at: Position(miles: 8, feet: 12_000))
cx200.others = [ba706, aa101]

cx200.move(to: Position(miles: 5, feet: 9_500))
ba706.move(to: Position(miles: 5, feet: 10_000))
let gap = abs(ba706.position.feet - cx200.position.feet)
print("yet BA706 and CX200 are both at 5 mi, \(gap) ft apart")
// snippet.end
