enum Fixture {
    case lamp(watts: Int)
    case group([Fixture])
}

// snippet.walks
extension Fixture {
    /// Recursive: one stack frame per level of nesting.
    var watts: Int {
        switch self {
        case .lamp(let watts): watts
        case .group(let children): children.reduce(0) { $0 + $1.watts }
        }
    }

    /// Iterative: the fixtures still to visit wait in an array on the heap.
    var wattsWithoutRecursion: Int {
        var total = 0
        var pending = [self]
        while let fixture = pending.popLast() {
            switch fixture {
            case .lamp(let watts): total += watts
            case .group(let children): pending.append(contentsOf: children)
            }
        }
        return total
    }
}
// snippet.end

// snippet.main
// A tree read from a file is as deep as the file says: here, 100,000 levels.
var plot = Fixture.lamp(watts: 650)
for _ in 1...100_000 { plot = .group([plot, .lamp(watts: 1)]) }

print("iterative walk: \(plot.wattsWithoutRecursion) W")
print("recursive walk: \(plot.watts) W")
// snippet.end
