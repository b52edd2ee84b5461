// Compiles, and is wrong: `@unchecked Sendable` with no lock behind it.
// Run on its own; its output changes from run to run.
final class TicketDispenser: @unchecked Sendable {
    static let shared = TicketDispenser()
    private var next = 1
    private init() {}

    func takeNumber() -> Int {
        defer { next += 1 }
        return next
    }
}

let tickets = await withTaskGroup(of: Int.self) { group in
    for _ in 0..<10_000 {
        group.addTask { TicketDispenser.shared.takeNumber() }
    }
    var all: [Int] = []
    for await ticket in group { all.append(ticket) }
    return all
}
print("\(tickets.count) tickets handed out, \(Set(tickets).count) distinct numbers")
