// snippet.hide
import Synchronization
// snippet.show
// snippet.slices
/// One protocol per responsibility the singleton carries. `QueueStatus` is read-only.
protocol TicketIssuing: Sendable {
    func takeNumber() -> Int
}

protocol QueueStatus: Sendable {
    var ticketsIssued: Int { get }
}
// snippet.end

// snippet.singleton
/// The singleton keeps existing while callers migrate; it adopts every slice.
final class TicketDispenser: TicketIssuing, QueueStatus {
    static let shared = TicketDispenser()

    private let issued = Mutex(0)

    private init() {}

    func takeNumber() -> Int {
        issued.withLock { count in
            count += 1
            return count
        }
    }

    var ticketsIssued: Int { issued.withLock { $0 } }
}
// snippet.end

// snippet.screens
/// Both once named `TicketDispenser.shared` in their methods. Now each says what it
/// needs, and whoever creates it decides who provides it.
struct ReceptionDesk {
    let tickets: any TicketIssuing

    func checkIn(_ patient: String) {
        print("  reception gives \(patient) ticket \(tickets.takeNumber())")
    }
}

struct CallBoard {
    let status: any QueueStatus      // read-only: the board cannot issue a ticket

    func show() {
        print("  call board: \(status.ticketsIssued) tickets issued")
    }
}
// snippet.end

// snippet.stubs
/// Stand-ins for tests and previews: fixed answers, no shared state to reset.
struct FixedTicket: TicketIssuing {
    let number: Int
    func takeNumber() -> Int { number }
}

struct FixedStatus: QueueStatus {
    let ticketsIssued: Int
}
// snippet.end

// snippet.use
print("With the singleton:")
let reception = ReceptionDesk(tickets: TicketDispenser.shared)
reception.checkIn("Ines")
reception.checkIn("Kofi")
CallBoard(status: TicketDispenser.shared).show()

print("With stubs:")
ReceptionDesk(tickets: FixedTicket(number: 100)).checkIn("a test patient")
CallBoard(status: FixedStatus(ticketsIssued: 999)).show()

print("The singleton issued \(TicketDispenser.shared.ticketsIssued) tickets in all")
// snippet.end
