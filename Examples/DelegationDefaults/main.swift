// snippet.protocol
struct Ticket: CustomStringConvertible {
    let code: String
    let isValid: Bool
    var description: String { code }
}

protocol TicketScannerDelegate: AnyObject {
    func scanner(_ scanner: TicketScanner, shouldAdmit ticket: Ticket) -> Bool
    func scanner(_ scanner: TicketScanner, didAdmit ticket: Ticket)
    func scanner(_ scanner: TicketScanner, didReject ticket: Ticket)
}

/// Defaults make every requirement optional to implement.
extension TicketScannerDelegate {
    func scanner(_ scanner: TicketScanner, shouldAdmit ticket: Ticket) -> Bool { ticket.isValid }
    func scanner(_ scanner: TicketScanner, didAdmit ticket: Ticket) {}
    func scanner(_ scanner: TicketScanner, didReject ticket: Ticket) {}
}
// snippet.end

// snippet.scanner
final class TicketScanner {
    weak var delegate: (any TicketScannerDelegate)?

    func scan(_ ticket: Ticket) {
        let admit = delegate?.scanner(self, shouldAdmit: ticket) ?? ticket.isValid
        print("scan \(ticket): \(admit ? "admitted" : "rejected")")
        if admit {
            delegate?.scanner(self, didAdmit: ticket)
        } else {
            delegate?.scanner(self, didReject: ticket)
        }
    }
}
// snippet.end

// snippet.delegates
/// Implements one requirement; the other two fall back to the defaults.
final class HeadCount: TicketScannerDelegate {
    private(set) var inside = 0
    func scanner(_ scanner: TicketScanner, didAdmit ticket: Ticket) { inside += 1 }
}

/// Meant to implement didReject, but takes a String, not a Ticket.
final class DoorAlarm: TicketScannerDelegate {
    private(set) var rings = 0
    func scanner(_ scanner: TicketScanner, didReject code: String) {
        rings += 1
        print("  alarm: \(code) rejected")
    }
}
// snippet.end

// snippet.main
let tickets = [
    Ticket(code: "T-101", isValid: true),
    Ticket(code: "T-102", isValid: false),
    Ticket(code: "T-103", isValid: true),
]
let door = TicketScanner()

let count = HeadCount()
door.delegate = count
for ticket in tickets { door.scan(ticket) }
print("head count: \(count.inside)")

let alarm = DoorAlarm()
door.delegate = alarm
for ticket in tickets { door.scan(ticket) }
print("alarm rang \(alarm.rings) times")
// snippet.end
