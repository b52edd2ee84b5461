// snippet.hide
import Foundation
import Synchronization
// snippet.show

// snippet.dispenser
/// One ticket dispenser for the whole program. Its counter lives inside a Mutex,
/// so the class has only immutable, Sendable stored properties and is plainly Sendable.
final class TicketDispenser: Sendable {
    static let shared = TicketDispenser(room: "waiting room")

    let room: String
    private let next: Mutex<Int> = Mutex(1)

    private init(room: String) { self.room = room }

    func takeNumber() -> Int {
        let number = next.withLock { next in
            defer { next += 1 }
            return next
        }
        Journal.shared.record("ticket \(number) issued")   // after the lock is released
        return number
    }
}
// snippet.end

// snippet.journal
/// The older way: a lock the compiler cannot see, so the class promises
/// `@unchecked Sendable` and every access to `lines` must go through `lock`.
final class Journal: @unchecked Sendable {
    static let shared = Journal()

    private let lock: NSLock = NSLock()
    private var lines: [String] = []

    private init() {}

    func record(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    var lineCount: Int { lock.withLock { lines.count } }
}
// snippet.end

// snippet.race
// Ten thousand child tasks, spread over every core, all take a number at once.
let tickets = await withTaskGroup(of: Int.self) { group in
    for _ in 0..<10_000 {
        group.addTask { TicketDispenser.shared.takeNumber() }
    }
    var all: [Int] = []
    for await ticket in group { all.append(ticket) }
    return all
}
print("\(tickets.count) tickets handed out in the \(TicketDispenser.shared.room)")
print("\(Set(tickets).count) distinct numbers, from \(tickets.min()!) to \(tickets.max()!)")
print("The journal recorded \(Journal.shared.lineCount) lines")
// snippet.end
