func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

final class Ledger {
    struct Entry: Codable {
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

// snippet.memento
extension Ledger {
    /// A memento that can outlive the process: still opaque, now also Codable.
    struct Memento: Codable {
        /// Bumped whenever the stored shape changes, so old files can be recognised.
        fileprivate var version = 1
        fileprivate let entries: [Entry]
        fileprivate let total: Int
        fileprivate let nextID: Int
    }

    func makeMemento() -> Memento {
        Memento(entries: entries, total: total, nextID: nextID)
    }

    func restore(from memento: Memento) throws {
        guard memento.version == 1 else {
            throw MementoError.unknownVersion(memento.version)
        }
        entries = memento.entries
        total = memento.total
        nextID = memento.nextID
    }
}

enum MementoError: Error {
    case unknownVersion(Int)
}
// snippet.end
