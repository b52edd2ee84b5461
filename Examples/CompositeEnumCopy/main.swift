/// A lighting plot as a value tree: a lamp, or a group of plots.
enum Plot {
    case lamp(level: Int)
    case group([Plot])

    /// Sets every lamp; says whether the group's array was copied on the way.
    mutating func setLevel(_ level: Int) -> Bool {
        switch self {
        case .lamp:
            self = .lamp(level: level)
            return false
        case .group(var children):
            let before = children.withUnsafeBufferPointer { $0.baseAddress }
            for index in children.indices { _ = children[index].setLevel(level) }
            let after = children.withUnsafeBufferPointer { $0.baseAddress }
            self = .group(children)
            return before != after
        }
    }

    /// The same, but the group lets go of its array first, by leaving a placeholder in `self`.
    mutating func setLevelInPlace(_ level: Int) -> Bool {
        switch self {
        case .lamp:
            self = .lamp(level: level)
            return false
        case .group(var children):
            self = .lamp(level: 0)
            let before = children.withUnsafeBufferPointer { $0.baseAddress }
            for index in children.indices { _ = children[index].setLevelInPlace(level) }
            let after = children.withUnsafeBufferPointer { $0.baseAddress }
            self = .group(children)
            return before != after
        }
    }
}

var plot = Plot.group([.lamp(level: 0), .lamp(level: 0), .lamp(level: 0)])
print("setLevel copied the group's array:", plot.setLevel(80))
print("setLevelInPlace copied the group's array:", plot.setLevelInPlace(40))
