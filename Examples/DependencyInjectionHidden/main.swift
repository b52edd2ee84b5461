// snippet.hide
import Foundation
import Synchronization
// snippet.show
// snippet.singletons
struct Loan: Sendable {
    let tool: String
    let member: String
    let due: Date
}

/// Every loan the tool library has made, one per program.
final class LoanBook: Sendable {
    static let shared = LoanBook()
    private let loans = Mutex<[Loan]>([])
    private init() {}

    func add(_ loan: Loan) { loans.withLock { $0.append(loan) } }
    var all: [Loan] { loans.withLock { $0 } }
}

/// Sends text messages to members' phones (in the app: a request to an SMS provider).
final class TextGateway: Sendable {
    static let shared = TextGateway()
    private let sent = Mutex(0)
    private init() {}

    func send(_ text: String, to member: String) { sent.withLock { $0 += 1 } }
    var messagesSent: Int { sent.withLock { $0 } }
}
// snippet.end

// snippet.desk
/// Lends tools for 14 days and texts borrowers whose loans are overdue.
struct LoanDesk {
    func lend(_ tool: String, to member: String) {
        let due = Date().addingTimeInterval(14 * 86_400)
        LoanBook.shared.add(Loan(tool: tool, member: member, due: due))
        TextGateway.shared.send("The \(tool) is due back in 14 days", to: member)
    }

    func sendReminders() -> Int {
        let overdue = LoanBook.shared.all.filter { $0.due < Date() }
        for loan in overdue {
            TextGateway.shared.send("Please return the \(loan.tool)", to: loan.member)
        }
        return overdue.count
    }
}
// snippet.end

// snippet.tests
func check(_ name: String, _ passed: Bool) {
    print(passed ? "pass  \(name)" : "FAIL  \(name)")
}

LoanDesk().lend("hedge trimmer", to: "Marta")
check("lending records one loan", LoanBook.shared.all.count == 1)

let freshDesk = LoanDesk()
check("a new desk has no loans", LoanBook.shared.all.isEmpty)

freshDesk.lend("tile cutter", to: "Jonas")
// The loan should be 15 days old now, but the desk reads the real clock.
check("a loan 15 days old gets a reminder", freshDesk.sendReminders() == 1)

print("texts sent to real phones by the tests: \(TextGateway.shared.messagesSent)")
// snippet.end
