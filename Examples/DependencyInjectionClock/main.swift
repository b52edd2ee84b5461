// snippet.hide
import Synchronization
// snippet.show
// snippet.sender
protocol TextTransport: Sendable {
    func deliver(_ text: String) async -> Bool
}

/// Retries a text with growing pauses: 2 s, then 4 s, then 8 s.
struct ReminderSender: Sendable {
    private let transport: any TextTransport
    private let clock: any Clock<Duration>

    init(transport: any TextTransport, clock: some Clock<Duration> = ContinuousClock()) {
        self.transport = transport
        self.clock = clock
    }

    func send(_ text: String) async throws -> Int {
        var pause = Duration.seconds(2)
        for attempt in 1...4 {
            if await transport.deliver(text) { return attempt }
            guard attempt < 4 else { break }  // no pause after the last try
            try await clock.sleep(for: pause)
            pause *= 2
        }
        return 0
    }
}
// snippet.end

// snippet.testclock
/// A clock for tests: sleeping moves its time forward at once, and it remembers each pause.
final class TestClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let state = Mutex((now: Instant(offset: .zero), pauses: [Duration]()))
    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    var pauses: [Duration] { state.withLock { $0.pauses } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        state.withLock { state in
            state.pauses.append(state.now.duration(to: deadline))
            state.now = deadline
        }
    }
}
// snippet.end

// snippet.test
/// A transport that fails a given number of times before it gets through.
final class FlakyTransport: TextTransport {
    private let failuresLeft: Mutex<Int>
    init(failures: Int) { failuresLeft = Mutex(failures) }
    func deliver(_ text: String) async -> Bool {
        failuresLeft.withLock { left in
            left -= 1
            return left < 0
        }
    }
}

let clock = TestClock()
let sender = ReminderSender(transport: FlakyTransport(failures: 2), clock: clock)
let attempt = try await sender.send("Please return the tile cutter")
print("delivered on attempt \(attempt)")
print("pauses: \(clock.pauses.map(\.description).joined(separator: ", "))")
print("test clock moved \(clock.now.offset)")

// In the app the call site stays short, and the real clock really waits.
let live = ReminderSender(transport: FlakyTransport(failures: 0))
print("live sender, first try: attempt \(try await live.send("Welcome to the tool library"))")
// snippet.end
