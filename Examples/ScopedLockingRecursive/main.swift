// snippet.hide
import Synchronization
// snippet.show
nonisolated final class RequestStats: Sendable {
    private let byPath = Mutex<[String: Int]>([:])

    func record(_ path: String) {
        byPath.withLock { $0[path, default: 0] += 1 }
    }

    /// Counts a redirect: the old path, then the new one, under one lock (it seems).
    func recordRedirect(from old: String, to new: String) {
        byPath.withLock { counts in
            counts[old, default: 0] += 1
            record(new)  // takes the same lock again, from inside its own closure
        }
    }
}

RequestStats().recordRedirect(from: "/menu.html", to: "/menu")
print("redirect recorded")
