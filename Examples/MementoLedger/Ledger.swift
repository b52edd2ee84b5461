func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

// snippet.originator
/// The originator: it alone decides what its state is and how to restore it.
final class Ledger {
    struct Entry {
        let id: Int
        let name: String
        let cents: Int
    }

    private var entries: [Entry] = []
    private var total = 0
    private var nextID = 1

    @discardableResult
    func add(_ name: String, cents: Int) -> Int {
        entries.append(Entry(id: nextID, name: name, cents: cents))
        total += cents
        nextID += 1
        return nextID - 1
    }

    func report() {
        let list = entries.map { "#\($0.id) \($0.name) \(dollars($0.cents))" }
        print("  \(list.joined(separator: ", ")); total \(dollars(total))")
    }
}
// snippet.end

// snippet.memento
extension Ledger {
    /// The memento: a complete copy of the ledger's state that only Ledger can read.
    /// Everything is fileprivate, so code outside this file can hold it and pass it
    /// back, but can't look inside, change it, or make one of its own.
    struct Memento {
        fileprivate let entries: [Entry]
        fileprivate let total: Int
        fileprivate let nextID: Int
    }

    func makeMemento() -> Memento {
        Memento(entries: entries, total: total, nextID: nextID)
    }

    /// Replaces *all* state, so it works whatever happened since the memento was made.
    func restore(from memento: Memento) {
        entries = memento.entries
        total = memento.total
        nextID = memento.nextID
    }
}
// snippet.end
