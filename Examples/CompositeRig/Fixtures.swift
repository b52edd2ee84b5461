// snippet.protocol
/// Anything on the rig, one lamp or a whole group: the one type clients know.
protocol Fixture: AnyObject {
    var name: String { get }
    /// Watts drawn at the current level.
    var load: Int { get }
    func setLevel(_ percent: Int)
    func outline(depth: Int) -> [String]
}
// snippet.end

// snippet.lamp
/// A leaf: one lamp on one dimmer.
final class Lamp: Fixture {
    let name: String
    let watts: Int
    private(set) var level = 0

    init(_ name: String, watts: Int) {
        self.name = name
        self.watts = watts
    }

    var load: Int { watts * level / 100 }

    func setLevel(_ percent: Int) { level = min(max(percent, 0), 100) }

    func outline(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + "\(name): \(level)%, \(load) W"]
    }
}
// snippet.end

// snippet.group
/// A composite: a named group whose children are fixtures, lamps or groups.
final class Group: Fixture {
    let name: String
    private(set) var children: [any Fixture]

    init(_ name: String, _ children: [any Fixture] = []) {
        self.name = name
        self.children = children
    }

    func add(_ child: any Fixture) { children.append(child) }

    // Each operation forwards to the children and combines what they answer.
    var load: Int { children.reduce(0) { $0 + $1.load } }

    func setLevel(_ percent: Int) {
        for child in children { child.setLevel(percent) }
    }

    func outline(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + "\(name) (\(load) W)"]
            + children.flatMap { $0.outline(depth: depth + 1) }
    }
}
// snippet.end
