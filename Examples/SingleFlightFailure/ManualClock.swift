import Synchronization

/// A clock whose time moves only when the program calls `advanceToNextDeadline()`. Tasks that sleep on it
/// wait for that call, so an example decides exactly when each sleeper wakes.
final class ManualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var lastID = 0
        var sleepers: [Sleeper] = []
        var cancelledEarly: Set<Int> = []
        var watchers: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    // snippet.sleep
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let registered = state.withLock { state in
                    // The handler below may already have run: then never sleep at all.
                    if state.cancelledEarly.remove(id) != nil { return false }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, wake: continuation))
                    return true
                }
                if registered { wakeWatchers() } else { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            // Runs as soon as the task is cancelled, possibly before the sleeper is registered.
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.wake.resume(throwing: CancellationError())  // after the lock is released
        }
    }
    // snippet.end

    /// Moves time to the earliest deadline of the tasks asleep, and wakes those whose deadline
    /// it is (only them: one at a time, so an example decides who finishes first).
    func advanceToNextDeadline() {
        let due = state.withLock { state in
            guard let next = state.sleepers.map(\.deadline).min() else { return [Sleeper]() }
            state.now = next
            let due = state.sleepers.filter { $0.deadline <= next }
            state.sleepers.removeAll { $0.deadline <= next }
            return due
        }
        for sleeper in due { sleeper.wake.resume() }  // never resumed while holding the lock
    }

    /// Returns once at least `count` tasks are asleep on this clock.
    func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func wakeWatchers() {
        let ready = state.withLock { state in
            let count = state.sleepers.count
            let ready = state.watchers.filter { $0.count <= count }
            state.watchers.removeAll { $0.count <= count }
            return ready
        }
        for watcher in ready { watcher.resume.resume() }
    }
}
