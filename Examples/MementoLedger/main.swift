// snippet.caretaker
/// The caretaker: it decides *when* to save and restore, never *what* is saved.
var checkpoints: [String: Ledger.Memento] = [:]

let ledger = Ledger()
ledger.add("Bob", cents: 100_43)
ledger.add("Joe", cents: 200_20)
checkpoints["after Joe"] = ledger.makeMemento()

ledger.add("Alice", cents: 500_00)
ledger.add("Tony", cents: 20_00)
checkpoints["after Tony"] = ledger.makeMemento()
print("Four entries:")
ledger.report()

// Outside Ledger.swift, neither line compiles:
// checkpoints["after Joe"]!.total = 0
//     error: 'total' is inaccessible due to 'fileprivate' protection level
// let forged = Ledger.Memento(entries: [], total: 0, nextID: 1)
//     error: 'Ledger.Memento' initializer is inaccessible due to 'fileprivate'
//     protection level
// snippet.end

// snippet.restore
print("Back to the checkpoint after Joe, without counting steps:")
ledger.restore(from: checkpoints["after Joe"]!)
ledger.report()
let carol = ledger.add("Carol", cents: 5_00)
print("The next entry is #\(carol), as it was at the checkpoint:")
ledger.report()

print("Forward again to the checkpoint after Tony; Carol's entry disappears:")
ledger.restore(from: checkpoints["after Tony"]!)
ledger.report()

print("Saved checkpoints: \(checkpoints.keys.sorted().joined(separator: ", "))")
// snippet.end
