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

// snippet.closures
// A closure can capture its receiver instead; then it is bound to that one object.
let porch = Rover(name: "porch")
let bound: [() -> Void] = [
    { porch.forward(2) },
    { porch.forward(porch.y) },  // reads porch.y when it runs, not when built
]
for command in bound { command() }
print("bound closures on \(porch.name): \(porch.position)")
// snippet.end
