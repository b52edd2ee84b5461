// snippet.caretaker
/// The caretaker: it decides *when* to save and restore, never *what* is saved.
var checkpoints: [String: RoutePlan.Memento] = [:]

let walk = RoutePlan()
walk.add(to: "the bridge", metres: 3_400)
walk.add(to: "the lake", metres: 2_800)
checkpoints["at the lake"] = walk.makeMemento()

walk.add(to: "the ridge", metres: 4_100)
walk.add(to: "the summit", metres: 1_900)
checkpoints["at the summit"] = walk.makeMemento()
print("Four legs:")
walk.report()
// snippet.end

// snippet.restore
print("Back to the checkpoint at the lake, without counting steps:")
walk.restore(from: checkpoints["at the lake"]!)
walk.report()
let village = walk.add(to: "the village", metres: 3_000)
print("The next leg is #\(village), as it was at the checkpoint:")
walk.report()

print("Forward again to the checkpoint at the summit; the village disappears:")
walk.restore(from: checkpoints["at the summit"]!)
walk.report()

print("Saved checkpoints: \(checkpoints.keys.sorted().joined(separator: ", "))")
// snippet.end
