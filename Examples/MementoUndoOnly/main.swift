func dollars(_ cents: Int) -> String {
    let rest = cents % 100
    return "$\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}

// snippet.log
/// What a camping trip has cost so far: numbered items and a running total.
final class ExpenseLog {
    struct Item {
        let id: Int
        let what: String
        let cents: Int
    }

    private(set) var items: [Item] = []
    private(set) var total = 0
    private var nextID = 1

    @discardableResult
    func add(_ what: String, cents: Int) -> Int {
        items.append(Item(id: nextID, what: what, cents: cents))
        total += cents
        nextID += 1
        return nextID - 1
    }

    /// Reverses the most recent add: the only way back this log offers.
    func undoLast() {
        guard let last = items.popLast() else { return }
        total -= last.cents
    }

    func report() {
        let list = items.map { "#\($0.id) \($0.what) \(dollars($0.cents))" }
        print("  \(list.joined(separator: ", ")); total \(dollars(total))")
    }
}
// snippet.end

// snippet.use
let trip = ExpenseLog()
trip.add("ferry", cents: 64_50)
trip.add("campsite", cents: 38_00)
print("Checkpoint after the campsite:")
trip.report()

trip.add("groceries", cents: 112_35)
trip.add("kayak hire", cents: 90_00)
print("Four items:")
trip.report()

// Back to the checkpoint: the caller must know that exactly two adds happened since.
trip.undoLast()
trip.undoLast()
print("After two undos, the items match the checkpoint:")
trip.report()

let id = trip.add("fuel", cents: 45_20)
print("But fuel is item #\(id): the id counter was never part of undo.")
// snippet.end
