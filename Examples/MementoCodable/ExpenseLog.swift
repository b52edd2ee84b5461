func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

final class ExpenseLog {
    struct Item: Codable {
        let id: Int
        let what: String
        let cents: Int
    }

    private var items: [Item] = []
    private var total = 0
    private var nextID = 1

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

// snippet.memento
extension ExpenseLog {
    /// A memento that can outlive the process. Its properties are still
    /// fileprivate, but Codable reads and writes them for any caller.
    struct Memento: Codable {
        /// Bumped whenever the stored shape changes, so old files can be recognised.
        fileprivate var version = 1
        fileprivate let items: [Item]
        fileprivate let total: Int
        fileprivate let nextID: Int
    }

    func makeMemento() -> Memento {
        Memento(items: items, total: total, nextID: nextID)
    }

    /// Bytes can come from anywhere, so check them before trusting them.
    func restore(from memento: Memento) throws(MementoError) {
        guard memento.version == 1 else { throw .unknownVersion(memento.version) }
        guard memento.total == memento.items.reduce(0, { $0 + $1.cents }),
              memento.items.allSatisfy({ $0.id < memento.nextID }) else {
            throw .inconsistent
        }
        items = memento.items
        total = memento.total
        nextID = memento.nextID
    }
}

enum MementoError: Error {
    case unknownVersion(Int)
    case inconsistent
}
// snippet.end
