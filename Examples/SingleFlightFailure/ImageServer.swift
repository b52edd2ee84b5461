import Synchronization

/// A slow image server: each fetch takes one second of `clock`, and the first
/// `failures` fetches fail. It records every fetch it is asked for.
final class ImageServer: Sendable {
    enum Failure: Error { case busy }

    let clock: ManualClock
    private let state: Mutex<(fetches: [String], failuresLeft: Int)>

    init(clock: ManualClock, failures: Int = 0) {
        self.clock = clock
        state = Mutex((fetches: [], failuresLeft: failures))
    }

    func fetch(_ name: String) async throws -> String {
        state.withLock { $0.fetches.append(name) }
        try await clock.sleep(for: .seconds(1))
        let fails = state.withLock { state in
            defer { state.failuresLeft = max(0, state.failuresLeft - 1) }
            return state.failuresLeft > 0
        }
        if fails { throw Failure.busy }
        return "<\(name) 64x64>"
    }

    var fetches: [String] { state.withLock { $0.fetches.sorted() } }
}
