// snippet.hide
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
// snippet.show

// snippet.reference
// A method named through its type, with no instance: an "unapplied" reference.
let forward = Rover.forward
print("Rover.forward has type \(type(of: forward))")
let test = Rover(name: "test")
forward(test)(4)  // first pick the receiver, then pass the argument
print("test rover after forward(test)(4): \(test.position)")
// snippet.end

// snippet.step
/// One recorded call: the method, and the argument to pass it. No receiver yet.
struct Step {
    let method: (Rover) -> (Int) -> Void
    let argument: Int

    func run(on rover: Rover) {
        method(rover)(argument)
    }
}

let route = [
    Step(method: Rover.forward, argument: 3),
    Step(method: Rover.turn, argument: 1),
    Step(method: Rover.forward, argument: 2),
]
// snippet.end

// snippet.replay
for rover in [Rover(name: "hall"), Rover(name: "kitchen", x: 5, y: 5)] {
    let start = rover.position
    for step in route { step.run(on: rover) }
    print("route on \(rover.name): \(start) -> \(rover.position)")
}
// snippet.end
