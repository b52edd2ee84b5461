struct Cue {
    let number: Int
    let label: String
}

/// Side effects around one cue. Every hook has a do-nothing default.
protocol GoBehavior {
    func willGo(_ cue: Cue)
    func didGo(_ cue: Cue)
}

extension GoBehavior {
    func willGo(_ cue: Cue) {}
    func didGo(_ cue: Cue) {}
}

/// A composite of behaviours, and a behaviour itself. Empty, it is the null object.
struct CombinedBehavior: GoBehavior {
    let parts: [any GoBehavior]
    init(_ parts: [any GoBehavior]) { self.parts = parts }

    // Computed, not a stored `static let`: a stored static must be Sendable, and
    // `any GoBehavior` is not.
    static var none: CombinedBehavior { CombinedBehavior([]) }

    func willGo(_ cue: Cue) {
        for part in parts { part.willGo(cue) }
    }
    func didGo(_ cue: Cue) {
        for part in parts { part.didGo(cue) }
    }
}
