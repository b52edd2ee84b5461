import Foundation
import Synchronization

/// The blocking pool as above, with no isolation mark, cut to what the worker threads call.
final class Pool: Sendable {
    private let checkouts = Mutex(0)

    func checkOut() {
        checkouts.withLock { $0 += 1 }
    }

    var figures: Int { checkouts.withLock { $0 } }
}

let farm = Pool()
let jobs = DispatchGroup()
for _ in 1...3 {
    DispatchQueue.global().async(group: jobs) {
        farm.checkOut()                 // a worker thread, not the main actor
    }
}
jobs.wait()
print("Checkouts from worker threads: \(farm.figures)")
