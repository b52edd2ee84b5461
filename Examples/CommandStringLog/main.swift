// The caller wants to undo and replay, so it writes down what it did as text.

// snippet.rover
/// A floor-cleaning rover on a grid of one-metre squares.
final class Rover {
    let name: String
    private(set) var x: Int
    private(set) var y: Int
    private(set) var heading: Int = 0  // quarter turns to the left of north

    init(name: String, x: Int = 0, y: Int = 0) {
        self.name = name
        self.x = x
        self.y = y
    }

    func forward(_ metres: Int) {
        switch heading {
        case 0: y += metres
        case 1: x -= metres
        case 2: y -= metres
        default: x += metres
        }
    }

    func turn(_ quarterTurns: Int) {
        heading = ((heading + quarterTurns) % 4 + 4) % 4
    }

    var position: String {
        "(\(x), \(y)) facing \(["north", "west", "south", "east"][heading])"
    }
}
// snippet.end

// snippet.replay
/// Turns a line of the log back into a method call. Every operation must
/// appear here, spelt exactly as whoever wrote the log spelt it.
func replay(_ line: String, on rover: Rover) {
    let parts = line.split(separator: " ")
    guard parts.count == 2, let amount = Int(parts[1]) else { return }
    switch parts[0] {
    case "forward": rover.forward(amount)
    case "turn": rover.turn(amount)
    default: print("  (skipped unknown operation '\(parts[0])')")
    }
}
// snippet.end

// snippet.main
let log = ["forward 3", "trun 1", "forward 2"]
let rover = Rover(name: "hall")
for line in log {
    replay(line, on: rover)
    print("\(line) -> \(rover.position)")
}
print("ended at \(rover.position), expected (-2, 3) facing west")
// snippet.end
