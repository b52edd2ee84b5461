// snippet.pool
import Foundation
import Synchronization

/// A fixed set of reusable items. `checkOut` blocks while every item is out;
/// `checkIn` resets an item before anyone else can get it. The pool keeps its own figures.
/// `nonisolated`: any thread may use it, even where the module defaults to the main actor.
nonisolated final class Pool<Item: Sendable>: Sendable {
    private struct Shelf {
        var idle: [Item]
        var out = 0
        var mostOut = 0
        var checkouts = 0
    }
    private let permits: DispatchSemaphore
    private let shelf: Mutex<Shelf>
    private let reset: @Sendable (Item) -> Void

    init(items: [Item], reset: @escaping @Sendable (Item) -> Void) {
        permits = DispatchSemaphore(value: items.count)
        shelf = Mutex(Shelf(idle: items))
        self.reset = reset
    }

    @available(*, noasync, message: "it blocks a thread; use the actor pool in async code")
    func checkOut() -> Item {
        permits.wait()                             // 1. reserve one item, or wait
        return shelf.withLock { shelf in           // 2. take it (FIFO) and count
            shelf.out += 1
            shelf.checkouts += 1
            shelf.mostOut = max(shelf.mostOut, shelf.out)
            return shelf.idle.removeFirst()
        }
    }

    func checkIn(_ item: Item) {
        reset(item)                                // 3. wipe what the last user left
        shelf.withLock { shelf in                  // 4. put it back
            shelf.out -= 1
            shelf.idle.append(item)
        }
        permits.signal()                           // 5. wake one waiter
    }

    var figures: (checkouts: Int, mostOut: Int, idle: Int) {
        shelf.withLock { ($0.checkouts, $0.mostOut, $0.idle.count) }
    }
}
// snippet.end

// snippet.device
/// A test device. Each job installs its app on it; whatever a job leaves behind
/// must be gone before the next job starts. Devices cross threads, so the mutable
/// list sits behind a Mutex, which makes the class Sendable.
nonisolated final class TestDevice: Sendable {
    let name: String
    private let apps = Mutex<[String]>([])

    init(name: String) { self.name = name }

    func install(_ app: String) { apps.withLock { $0.append(app) } }
    var installedApps: [String] { apps.withLock { $0 } }
    func wipe() { apps.withLock { $0.removeAll() } }
}
// snippet.end

// snippet.jobs
/// Twelve test jobs arrive at once; each keeps its device for two milliseconds.
/// Returns how many jobs found another job's app still installed.
func runTwelveJobs(on farm: Pool<TestDevice>) -> Int {
    let dirtyStarts = Atomic<Int>(0)
    let jobs = DispatchGroup()
    for job in 1...12 {
        DispatchQueue.global().async(group: jobs) {
            let device = farm.checkOut()
            if !device.installedApps.isEmpty {
                dirtyStarts.add(1, ordering: .relaxed)
            }
            device.install("build-\(job)")
            Thread.sleep(forTimeInterval: 0.002)
            farm.checkIn(device)
        }
    }
    jobs.wait()
    return dirtyStarts.load(ordering: .relaxed)
}
// snippet.end

// snippet.run
let phones = ["phone-1", "phone-2", "phone-3"]
let farm = Pool(items: phones.map(TestDevice.init)) {
    $0.wipe()
}
let dirty = runTwelveJobs(on: farm)
let figures = farm.figures
print("Jobs served: \(figures.checkouts) of 12")
print("Never more than three devices out at once: \(figures.mostOut <= 3)")
print("Devices back in the pool: \(figures.idle)")
print("Jobs that started on a used device: \(dirty)")

let careless = Pool(items: phones.map(TestDevice.init)) { _ in }
print("Without the wipe, jobs that started on a used device: \(runTwelveJobs(on: careless))")
// snippet.end
