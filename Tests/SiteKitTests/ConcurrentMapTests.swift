import Foundation
import Synchronization
import Testing

@testable import SiteKit

@Suite("Concurrent map")
struct ConcurrentMapTests {
    struct Failure: Error, Equatable {
        var element: Int
    }

    @Test(
        "results come back in the elements' order, whatever finishes first, for any count",
        arguments: [0, 1, 5, 33, 1_000])
    func order(count: Int) async {
        let elements = Array(0..<count)
        // Some of the first half wait, so later elements finish before them.
        let mapped = await elements.concurrentMap(width: 2) { element -> Int in
            if element % 7 == 0 && element < count / 2 { try? await Task.sleep(for: .milliseconds(1)) }
            return element * 3
        }
        #expect(mapped == elements.map { $0 * 3 })
    }

    @Test("a failure is rethrown, and elements not started by then are never transformed")
    func failure() async {
        let started = Started()
        await #expect(throws: Failure(element: 40)) {
            _ = try await Array(0..<1_000).concurrentMap(width: 2) { element -> Int in
                started.add()
                if element == 40 { throw Failure(element: element) }
                return element
            }
        }
        #expect(started.count < 1_000, "\(started.count) elements were transformed")
    }

    final class Started: Sendable {
        private let counter = Mutex(0)
        func add() { counter.withLock { $0 += 1 } }
        var count: Int { counter.withLock { $0 } }
    }
}
