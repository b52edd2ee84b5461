// snippet.hide
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

// snippet.show
// snippet.resolved
struct GrowLight: Scheduled, Metered {
    let hours = 6...21
    let watts = 120

    /// The type's own method is more specific than either extension's.
    func summary() -> String {
        let schedule = (self as any Scheduled).summary()
        let power = (self as any Metered).summary()
        return "\(schedule), \(power)"
    }
}

print(GrowLight().summary())
// snippet.end

