func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

// snippet.originator
/// The originator: it alone decides what its state is and how to restore it.
final class ExpenseLog {
    struct Item {
        let id: Int
        let what: String
        let cents: Int
    }

    private var items: [Item] = []
    private var total: Int = 0
    private var nextID: Int = 1

    @discardableResult
    func add(_ what: String, cents: Int) -> Int {
        items.append(Item(id: nextID, what: what, cents: cents))
        total += cents
        nextID += 1
        return nextID - 1
    }

    func report() {
        let list = items.map { "#\($0.id) \($0.what) \(dollars($0.cents))" }
        print("  \(list.joined(separator: ", ")); total \(dollars(total))")
    }
}
// snippet.end

// snippet.memento
extension ExpenseLog {
    /// The memento: a complete copy of the log's state that only ExpenseLog can read.
    /// Everything is fileprivate, so code outside this file can hold it and pass it
    /// back, but can't look inside, change it, or make one of its own.
    struct Memento {
        fileprivate let items: [Item]
        fileprivate let total: Int
        fileprivate let nextID: Int
    }

    func makeMemento() -> Memento {
        Memento(items: items, total: total, nextID: nextID)
    }

    /// Replaces *all* state, so it works whatever happened since the memento was made.
    func restore(from memento: Memento) {
        items = memento.items
        total = memento.total
        nextID = memento.nextID
    }
}
// snippet.end
