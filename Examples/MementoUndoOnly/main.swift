// snippet.log
func km(_ metres: Int) -> String {
    "\(metres / 1000).\(metres % 1000 / 100) km"
}

/// A day's walk planned leg by leg: numbered legs and a running distance.
final class RoutePlan {
    struct Leg {
        let number: Int
        let to: String
        let metres: Int
    }

    private(set) var legs: [Leg] = []
    private(set) var distance = 0
    private var nextNumber = 1

    @discardableResult
    func add(to place: String, metres: Int) -> Int {
        legs.append(Leg(number: nextNumber, to: place, metres: metres))
        distance += metres
        nextNumber += 1
        return nextNumber - 1
    }

    /// Reverses the most recent add: the only way back this plan offers.
    func undoLast() {
        guard let last = legs.popLast() else { return }
        distance -= last.metres
    }

    func report() {
        let list = legs.map { "#\($0.number) to \($0.to) \(km($0.metres))" }
        print("  \(list.joined(separator: ", ")); \(km(distance)) in all")
    }
}
// snippet.end

// snippet.use
let walk = RoutePlan()
walk.add(to: "the bridge", metres: 3_400)
walk.add(to: "the lake", metres: 2_800)
print("Checkpoint at the lake:")
walk.report()

walk.add(to: "the ridge", metres: 4_100)
walk.add(to: "the summit", metres: 1_900)
print("Four legs:")
walk.report()

// Back to the checkpoint: the caller must know that exactly two adds happened since.
walk.undoLast()
walk.undoLast()
print("After two undos, the legs match the checkpoint:")
walk.report()

let number = walk.add(to: "the village", metres: 3_000)
print("But the village is leg #\(number): the leg counter was never part of undo.")
// snippet.end
