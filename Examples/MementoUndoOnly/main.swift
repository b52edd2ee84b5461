func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

// snippet.ledger
final class Ledger {
    struct Entry {
        let id: Int
        let name: String
        let cents: Int
    }

    private(set) var entries: [Entry] = []
    private(set) var total = 0
    private var nextID = 1

    @discardableResult
    func add(_ name: String, cents: Int) -> Int {
        entries.append(Entry(id: nextID, name: name, cents: cents))
        total += cents
        nextID += 1
        return nextID - 1
    }

    /// Reverses the most recent add: the only way back this ledger offers.
    func undoLast() {
        guard let last = entries.popLast() else { return }
        total -= last.cents
    }

    func report() {
        let list = entries.map { "#\($0.id) \($0.name) \(dollars($0.cents))" }
        print("  \(list.joined(separator: ", ")); total \(dollars(total))")
    }
}
// snippet.end

// snippet.use
let ledger = Ledger()
ledger.add("Bob", cents: 100_43)
ledger.add("Joe", cents: 200_20)
print("Checkpoint after Joe:")
ledger.report()

ledger.add("Alice", cents: 500_00)
ledger.add("Tony", cents: 20_00)
print("Four entries:")
ledger.report()

// Back to the checkpoint: the caller must know that exactly two adds happened since.
ledger.undoLast()
ledger.undoLast()
print("After two undos, the entries match the checkpoint:")
ledger.report()

let id = ledger.add("Carol", cents: 5_00)
print("But Carol is entry #\(id): the id counter was never part of undo.")
// snippet.end
