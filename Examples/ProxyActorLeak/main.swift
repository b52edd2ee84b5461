// expect: compile-error
/// From a library: not safe to use from two threads at once.
final class VisitTally {
    private var counts: [String: Int] = [:]
    func record(_ page: String) { counts[page, default: 0] += 1 }
}

actor SharedVisitTally {
    private let tally = VisitTally()
    func record(_ page: String) { tally.record(page) }
    /// A way round the proxy: hand out the object it guards.
    func underlying() -> VisitTally { tally }
}

func recordDirectly(_ shared: SharedVisitTally) async {
    let tally = await shared.underlying()
    tally.record("/home")
}
