// expect: compile-error
struct Sailing {
    let route: String
    let departure: Int
}

extension Sailing {
    // A static stored property is allowed: one value for the type, not per sailing.
    static let maximumCars = 40

    // A stored instance property is not.
    var delayMinutes = 0
}
