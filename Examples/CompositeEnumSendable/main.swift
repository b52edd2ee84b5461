struct Lamp {
    let name: String
    let watts: Int
    var level = 0
}

/// Only Sendable parts (strings, integers, arrays of Sendable values): Sendable itself.
enum Fixture {
    case lamp(Lamp)
    case group(String, [Fixture])

    var load: Int {
        switch self {
        case .lamp(let lamp): lamp.watts * lamp.level / 100
        case .group(_, let children): children.reduce(0) { $0 + $1.load }
        }
    }
}

func loadMeasuredElsewhere(_ plot: Fixture) async -> Int {
    await Task.detached { plot.load }.value  // the task gets its own copy of the plot
}

let plot: Fixture = .group("front wash", [
    .lamp(Lamp(name: "profile 1", watts: 750, level: 60)),
    .lamp(Lamp(name: "profile 2", watts: 750, level: 60)),
])
print("measured in another task: \(await loadMeasuredElsewhere(plot)) W")
