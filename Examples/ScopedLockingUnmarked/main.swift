import Synchronization

/// The request counter without `nonisolated`: its isolation is the module's default.
final class RequestCounter: Sendable {
    private let count: Mutex<Int> = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var total: Int { count.withLock { $0 } }
}

let counter = RequestCounter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<8 {
        group.addTask { counter.record() }  // a synchronous call from a child task
    }
}
print("requests: \(counter.total)")
