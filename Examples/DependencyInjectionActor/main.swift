// snippet.hide
import Foundation
// snippet.show
// snippet.actor
/// Runs the nightly reminders off the main actor. Its dependencies are `Sendable`,
/// so the same store can be handed to it and to the desk.
actor NightlyReminders {
    private let store: any LoanStore
    private let messenger: any Messenger
    private let now: @Sendable () -> Date
    private var nightsRun = 0

    init(store: any LoanStore, messenger: any Messenger, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.messenger = messenger
        self.now = now
    }

    func run() -> String {
        nightsRun += 1
        let overdue = store.all.filter { $0.due < now() }
        for loan in overdue { messenger.send("Please return the \(loan.tool)", to: loan.member) }
        return "night \(nightsRun): \(overdue.count) reminder(s)"
    }
}
// snippet.end

// snippet.use
struct ConsoleMessenger: Messenger {
    func send(_ text: String, to member: String) { print("  text to \(member): \(text)") }
}

let march1 = Date(timeIntervalSince1970: 1_772_323_200)
let book = LoanBook()
let desk = LoanDesk(store: book, messenger: ConsoleMessenger(), now: { march1 })
let reminders = NightlyReminders(store: book, messenger: ConsoleMessenger(),
                                 now: { march1 + 20 * 86_400 })

desk.lend("sander", to: "Jonas")
print(await reminders.run())
// snippet.end
