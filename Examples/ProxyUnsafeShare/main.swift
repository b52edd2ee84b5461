// expect: compile-error
/// Not safe to use from two threads at once.
final class VisitTally {
    private var counts: [String: Int] = [:]
    func record(_ page: String) { counts[page, default: 0] += 1 }
}

func countVisits(_ pages: [String]) async {
    let tally = VisitTally()
    await withTaskGroup(of: Void.self) { group in
        for page in pages {
            group.addTask { tally.record(page) }
        }
    }
}
