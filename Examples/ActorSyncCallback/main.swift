// expect: compile-error
import Synchronization

/// A door sensor's API from a C library: it calls a synchronous handler on its own thread.
struct DoorSensor {
    func onEntry(_ handler: @escaping @Sendable (String) -> Void) { handler("north door") }
}

// snippet.actor
actor EntryCount {
    private var count = 0
    func record() { count += 1 }
}

func watch(_ sensor: DoorSensor, into entries: EntryCount) {
    sensor.onEntry { _ in entries.record() }  // a synchronous handler cannot await
}
// snippet.end

// snippet.mutex
final class EntryCounter: Sendable {
    private let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

func watch(_ sensor: DoorSensor, into entries: EntryCounter) {
    sensor.onEntry { _ in entries.record() }  // returns with the count updated
}
// snippet.end
