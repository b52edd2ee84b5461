// snippet.hide
import Synchronization
// snippet.show
// snippet.stats
/// Request counts for a small web server, updated by every connection's task.
nonisolated final class RequestStats: Sendable {
    private let byPath: Mutex<[String: Int]> = Mutex([:])
    private let total: Atomic<Int> = Atomic(0)

    /// Synchronous: callable from any thread, any task, or code that cannot `await`.
    func record(_ path: String) {
        total.wrappingAdd(1, ordering: .relaxed)  // one number: an atomic is enough
        byPath.withLock { counts in  // the lock is held for this closure only
            counts[path, default: 0] += 1
        }
    }

    var requests: Int { total.load(ordering: .relaxed) }

    /// A consistent copy taken under the lock, sorted after the lock is released.
    func report() -> [(path: String, count: Int)] {
        let counts = byPath.withLock { $0 }  // the lock is held only to copy
        return counts.sorted { $0.key < $1.key }.map { (path: $0.key, count: $0.value) }
    }
}
// snippet.end

// snippet.handler
/// Handles one request; a plain function, as a server library's callback often must be.
nonisolated func handle(_ path: String, stats: RequestStats) -> Int {
    stats.record(path)
    return path == "/missing" ? 404 : 200
}
// snippet.end

// snippet.run
let stats = RequestStats()
let paths = ["/", "/menu", "/book", "/menu", "/missing"]

await withTaskGroup(of: Void.self) { group in
    for connection in 0..<8 {  // eight connections at once, 500 requests each
        group.addTask {
            for request in 0..<500 {
                _ = handle(paths[(connection + request) % paths.count], stats: stats)
            }
        }
    }
}
print("requests: \(stats.requests)")
for (path, count) in stats.report() { print("  \(path): \(count)") }
// snippet.end
