// snippet.tally
/// From a library we can't change: fast, but not safe to use from two threads at once.
final class VisitTally {
    private var counts: [String: Int] = [:]
    func record(_ page: String) { counts[page, default: 0] += 1 }
    func report() -> [(page: String, visits: Int)] {
        counts.sorted { $0.key < $1.key }.map { (page: $0.key, visits: $0.value) }
    }
}
// snippet.end

// snippet.proxy
/// The proxy: an actor that owns the only reference to the tally.
/// Every call waits its turn, so the tally is never used by two tasks at once.
actor SharedVisitTally {
    private let tally = VisitTally()
    func record(_ page: String) { tally.record(page) }
    func report() -> [(page: String, visits: Int)] { tally.report() }
}
// snippet.end

// snippet.use
let shared = SharedVisitTally()
let pages = ["/home", "/pricing", "/home", "/docs", "/home", "/docs"]

await withTaskGroup(of: Void.self) { group in
    for _ in 1...500 {
        for page in pages {
            group.addTask { await shared.record(page) }
        }
    }
}
let report = await shared.report()
print("total: \(report.map(\.visits).reduce(0, +)) of \(500 * pages.count) visits")
// snippet.end
