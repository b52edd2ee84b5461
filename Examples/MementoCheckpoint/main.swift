// snippet.caretaker
/// The caretaker: it decides *when* to save and restore, never *what* is saved.
var checkpoints: [String: ExpenseLog.Memento] = [:]

let trip = ExpenseLog()
trip.add("ferry", cents: 64_50)
trip.add("campsite", cents: 38_00)
checkpoints["after campsite"] = trip.makeMemento()

trip.add("groceries", cents: 112_35)
trip.add("kayak hire", cents: 90_00)
checkpoints["after kayak"] = trip.makeMemento()
print("Four items:")
trip.report()
// snippet.end

// snippet.restore
print("Back to the checkpoint after the campsite, without counting steps:")
trip.restore(from: checkpoints["after campsite"]!)
trip.report()
let fuel = trip.add("fuel", cents: 45_20)
print("The next item is #\(fuel), as it was at the checkpoint:")
trip.report()

print("Forward again to the checkpoint after the kayak; the fuel disappears:")
trip.restore(from: checkpoints["after kayak"]!)
trip.report()

print("Saved checkpoints: \(checkpoints.keys.sorted().joined(separator: ", "))")
// snippet.end
