// expect: compile-error
import Synchronization

/// Table bookings, one party per table.
final class Tables: Sendable {
    private let free = Mutex<Set<Int>>([1, 2, 3])

    func book(_ table: Int, confirm: @Sendable (Int) async -> Bool) async -> Bool {
        free.withLock { free in
            guard free.contains(table) else { return false }
            guard await confirm(table) else { return false }  // waits while holding the lock
            free.remove(table)
            return true
        }
    }
}
