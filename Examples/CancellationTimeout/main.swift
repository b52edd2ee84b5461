// snippet.deadline
struct TimedOut: Error {}

/// Runs `operation`, racing it against a sleep of `limit` on `clock`: whichever ends first
/// decides the result, and the other is cancelled.
func withDeadline<T: Sendable>(
    _ limit: Duration, on clock: some Clock<Duration>,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await clock.sleep(for: limit)
            throw TimedOut()
        }
        defer { group.cancelAll() }  // the loser, whichever it is
        return try await group.next()!
    }
}
// snippet.end

// snippet.run
/// A search that takes `seconds` of the clock and reports how it ended.
func search(_ query: String, taking seconds: Int, on clock: ManualClock) async throws -> String {
    do {
        try await clock.sleep(for: .seconds(seconds))
        return "12 results for \(query)"
    } catch {
        print("  the search saw \(error) at \(clock.now.offset)")
        throw error
    }
}

for (query, seconds) in [("ferries", 3), ("timetables", 8)] {
    print("\(query), taking \(seconds) s with a 5 s deadline:")
    let clock = ManualClock()
    let answer = Task {
        try await withDeadline(.seconds(5), on: clock) {
            try await search(query, taking: seconds, on: clock)
        }
    }
    await clock.waitForSleepers(2)  // the search and the deadline
    clock.advanceToNextDeadline()
    do {
        print("  \(try await answer.value), at \(clock.now.offset)")
    } catch {
        print("  \(error), at \(clock.now.offset)")
    }
}
// snippet.end
