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

// snippet.protocol
/// A request packaged as a value: which operation, with which argument.
/// Each command also knows the command that cancels it out.
protocol RoverCommand {
    var name: String { get }
    var inverse: any RoverCommand { get }
    func execute(on rover: Rover)
}
// snippet.end

// snippet.commands
struct Forward: RoverCommand {
    let metres: Int
    var name: String { metres < 0 ? "back \(-metres) m" : "forward \(metres) m" }
    var inverse: any RoverCommand { Forward(metres: -metres) }
    func execute(on rover: Rover) { rover.forward(metres) }
}

struct Turn: RoverCommand {
    let quarterTurns: Int
    var name: String { "turn \(quarterTurns > 0 ? "left" : "right") \(abs(quarterTurns) * 90)°" }
    var inverse: any RoverCommand { Turn(quarterTurns: -quarterTurns) }
    func execute(on rover: Rover) { rover.turn(quarterTurns) }
}
// snippet.end

// snippet.invoker
/// Runs commands against one rover and remembers how to take each back.
final class Pilot {
    let rover: Rover
    private var undoStack: [any RoverCommand] = []

    init(rover: Rover) { self.rover = rover }

    func perform(_ command: any RoverCommand) {
        command.execute(on: rover)
        undoStack.append(command.inverse)
        print("\(command.name) -> \(rover.position)")
    }

    func undo() {
        guard let inverse = undoStack.popLast() else {
            print("undo: nothing to undo")
            return
        }
        inverse.execute(on: rover)
        print("undo (\(inverse.name)) -> \(rover.position)")
    }
}
// snippet.end

// snippet.composite
/// A composite command: several commands that run, and are undone, as one.
struct Batch: RoverCommand {
    let name: String
    let steps: [any RoverCommand]
    var inverse: any RoverCommand {
        // Undo the steps last-first, each with its own inverse.
        Batch(name: "\(name), reversed", steps: steps.reversed().map(\.inverse))
    }
    func execute(on rover: Rover) {
        for step in steps { step.execute(on: rover) }
    }
}
// snippet.end

// snippet.main
let pilot = Pilot(rover: Rover(name: "hall"))
pilot.perform(Forward(metres: 3))
pilot.perform(Turn(quarterTurns: 1))
pilot.perform(Forward(metres: 2))
pilot.undo()
pilot.undo()
pilot.undo()
pilot.undo()
// snippet.end

// snippet.batch
print("-- a batch is one command")
let sidestep = Batch(name: "sidestep left", steps: [
    Turn(quarterTurns: 1), Forward(metres: 1), Turn(quarterTurns: -1),
])
pilot.perform(sidestep)
pilot.undo()
// snippet.end
