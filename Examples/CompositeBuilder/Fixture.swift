struct Lamp {
    let name: String
    let watts: Int
}

enum Fixture {
    case lamp(Lamp)
    case group(String, [Fixture])
}

extension Fixture {
    var watts: Int {
        switch self {
        case .lamp(let lamp): lamp.watts
        case .group(_, let children): children.reduce(0) { $0 + $1.watts }
        }
    }

    func outline(depth: Int = 0) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case .lamp(let lamp):
            return [indent + "\(lamp.name), \(lamp.watts) W"]
        case .group(let name, let children):
            return [indent + "\(name) (\(watts) W)"]
                + children.flatMap { $0.outline(depth: depth + 1) }
        }
    }
}
