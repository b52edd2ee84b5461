import Foundation
import Synchronization

// snippet.seams
struct Loan: Sendable {
    let tool: String
    let member: String
    let due: Date
}

/// What the desk needs, as small protocols. `Sendable`, because a desk may be
/// used from any task and its dependencies go wherever it goes.
protocol LoanStore: Sendable {
    func add(_ loan: Loan)
    var all: [Loan] { get }
}

protocol Messenger: Sendable {
    func send(_ text: String, to member: String)
}
// snippet.end

// snippet.desk
/// Lends tools for 14 days and texts borrowers whose loans are overdue.
struct LoanDesk: Sendable {
    private let store: any LoanStore
    private let messenger: any Messenger
    private let now: @Sendable () -> Date
    private let loanPeriod: TimeInterval = 14 * 86_400

    init(
        store: any LoanStore,
        messenger: any Messenger,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.messenger = messenger
        self.now = now
    }

    func lend(_ tool: String, to member: String) {
        store.add(Loan(tool: tool, member: member, due: now() + loanPeriod))
        messenger.send("The \(tool) is due back in 14 days", to: member)
    }

    func sendReminders() -> Int {
        let overdue = store.all.filter { $0.due < now() }
        for loan in overdue {
            messenger.send("Please return the \(loan.tool)", to: loan.member)
        }
        return overdue.count
    }
}
// snippet.end

// snippet.live
/// The real store: an ordinary class now, so every test can make its own.
final class LoanBook: LoanStore {
    private let loans = Mutex<[Loan]>([])
    func add(_ loan: Loan) { loans.withLock { $0.append(loan) } }
    var all: [Loan] { loans.withLock { $0 } }
}
// snippet.end
