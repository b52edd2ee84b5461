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
