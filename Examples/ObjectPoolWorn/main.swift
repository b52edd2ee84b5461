// snippet.pool
import Dispatch
import Synchronization

/// A pool that does not trust returned items: each is inspected at check-in,
/// and one that fails `canReuse` is ejected instead of going back into the pool.
final class Pool<Item: Sendable>: Sendable {
    private let permits: DispatchSemaphore
    private let idle: Mutex<[Item]>
    private let canReuse: @Sendable (Item) -> Bool

    init(items: [Item], canReuse: @escaping @Sendable (Item) -> Bool) {
        permits = DispatchSemaphore(value: 0)   // never below its starting value
        for _ in items { permits.signal() }
        idle = Mutex(items)
        self.canReuse = canReuse
    }

    deinit { print("Pool freed, \(idle.withLock { $0.count }) items idle") }

    /// Waits at most `timeout`, then gives up and returns nil.
    func checkOut(timeout: DispatchTimeInterval) -> Item? {
        guard permits.wait(timeout: .now() + timeout) == .success else { return nil }
        return idle.withLock { $0.removeFirst() }
    }

    /// Returns false when the item failed inspection and was ejected.
    func checkIn(_ item: Item) -> Bool {
        guard canReuse(item) else { return false }   // no signal: one item fewer
        idle.withLock { $0.append(item) }
        permits.signal()
        return true
    }
}
// snippet.end

// snippet.device
/// A test device whose battery is replaced after a number of runs.
/// The run counter is its only mutable state, so an atomic keeps it Sendable.
final class TestDevice: Sendable {
    let name: String
    let runs = Atomic<Int>(0)
    init(name: String) { self.name = name }
}
// snippet.end

// snippet.lend
func runEightJobs() {
    let farm = Pool(items: [TestDevice(name: "phone-1"), TestDevice(name: "phone-2")]) { device in
        device.runs.load(ordering: .relaxed) < 3              // service after three runs
    }
    for job in 1...8 {
        guard let device = farm.checkOut(timeout: .milliseconds(50)) else {
            print("Job \(job): no device after waiting 50 ms, job fails")
            continue
        }
        let run = device.runs.add(1, ordering: .relaxed).newValue
        print("Job \(job): \(device.name), its run \(run)")
        if !farm.checkIn(device) {
            print("  \(device.name) is due for service: taken out of the pool")
        }
    }
}                                                             // the farm is freed here
runEightJobs()
print("After the jobs: the program goes on")
// snippet.end
