import Synchronization

/// The store's seam as `Desk.swift` declares it: `Sendable`, and silent about isolation.
protocol LoanStore: Sendable {
    func add(_ tool: String)
    var all: [String] { get }
}

final class LoanBook: LoanStore {
    private let tools = Mutex<[String]>([])
    func add(_ tool: String) { tools.withLock { $0.append(tool) } }
    var all: [String] { tools.withLock { $0 } }
}

/// The nightly actor, cut down to the line that reads the store.
actor NightlyReminders {
    private let store: any LoanStore
    init(store: any LoanStore) { self.store = store }
    func run() -> String { "night 1: \(store.all.count) loan(s) to check" }
}

let book = LoanBook()
book.add("sander")
print(await NightlyReminders(store: book).run())
