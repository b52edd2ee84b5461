// expect: compile-error
enum Fixture {
    case lamp(name: String, watts: Int)
    case group(String, [Fixture])
    case hazer(name: String)  // the new kind: makes haze, draws power
}

extension Fixture {
    var watts: Int {
        switch self {
        case .lamp(_, let watts): watts
        case .group(_, let children): children.reduce(0) { $0 + $1.watts }
        }
    }
}
