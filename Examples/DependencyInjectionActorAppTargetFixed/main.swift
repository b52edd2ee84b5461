// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
import Synchronization

// snippet.seam
/// The same seam, opted out of the main actor: its requirements can be used from any actor.
nonisolated protocol LoanStore: Sendable {
    func add(_ tool: String)
    var all: [String] { get }
}
// snippet.end

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
