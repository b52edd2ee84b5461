// expect: compile-error
import Foundation

/// The blocking pool's checkout, reduced to the semaphore.
final class Pool: Sendable {
    private let permits = DispatchSemaphore(value: 3)

    // snippet.mark
    @available(*, noasync, message: "it blocks a thread; use the actor pool in async code")
    func checkOut() {
        permits.wait()
    }
    // snippet.end
}

// snippet.call
func runJob(on pool: Pool) async {
    pool.checkOut()
}
// snippet.end
