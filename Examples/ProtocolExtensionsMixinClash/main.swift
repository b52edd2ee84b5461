// expect: compile-error

protocol Scheduled {
    var hours: ClosedRange<Int> { get }
}

extension Scheduled {
    func summary() -> String { "on \(hours.lowerBound)–\(hours.upperBound) h" }
}

protocol Metered {
    var watts: Int { get }
}

extension Metered {
    func summary() -> String { "\(watts) W" }
}

struct GrowLight: Scheduled, Metered {
    let hours = 6...21
    let watts = 120
}

// Both mixins give GrowLight a summary(), and neither is more specific.
print(GrowLight().summary())
