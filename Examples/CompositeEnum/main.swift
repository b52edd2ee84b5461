// snippet.types
struct Lamp {
    let name: String
    let watts: Int
    var level = 0
    var load: Int { watts * level / 100 }
}

/// The whole tree is a value: a lamp, or a named group of fixtures.
enum Fixture {
    case lamp(Lamp)
    case group(String, [Fixture])
}
// snippet.end

// snippet.operations
extension Fixture {
    var load: Int {
        switch self {
        case .lamp(let lamp): lamp.load
        case .group(_, let children): children.reduce(0) { $0 + $1.load }
        }
    }

    mutating func setLevel(_ percent: Int) {
        switch self {
        case .lamp(var lamp):
            lamp.level = min(max(percent, 0), 100)
            self = .lamp(lamp)
        case .group(let name, var children):
            for index in children.indices { children[index].setLevel(percent) }
            self = .group(name, children)
        }
    }

    func outline(depth: Int = 0) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case .lamp(let lamp):
            return [indent + "\(lamp.name): \(lamp.level)%, \(lamp.load) W"]
        case .group(let name, let children):
            return [indent + "\(name) (\(load) W)"]
                + children.flatMap { $0.outline(depth: depth + 1) }
        }
    }
}
// snippet.end

// snippet.main
let homePlot: Fixture = .group("rig", [
    .group("front wash", [
        .lamp(Lamp(name: "profile 1", watts: 750)),
        .lamp(Lamp(name: "profile 2", watts: 750)),
    ]),
    .lamp(Lamp(name: "followspot", watts: 1200)),
])

var tourPlot = homePlot  // a copy of the whole tree, not a second name for it
tourPlot.setLevel(60)

print("home plot: \(homePlot.load) W, tour plot: \(tourPlot.load) W")
for line in tourPlot.outline() { print(line) }
// snippet.end
