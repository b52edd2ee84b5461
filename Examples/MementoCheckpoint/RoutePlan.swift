// snippet.originator
func km(_ metres: Int) -> String {
    "\(metres / 1000).\(metres % 1000 / 100) km"
}

/// The originator: it alone decides what its state is and how to restore it.
final class RoutePlan {
    struct Leg {
        let number: Int
        let to: String
        let metres: Int
    }

    private var legs: [Leg] = []
    private var distance = 0
    private var nextNumber = 1

    @discardableResult
    func add(to place: String, metres: Int) -> Int {
        legs.append(Leg(number: nextNumber, to: place, metres: metres))
        distance += metres
        nextNumber += 1
        return nextNumber - 1
    }

    func report() {
        let list = legs.map { "#\($0.number) to \($0.to) \(km($0.metres))" }
        print("  \(list.joined(separator: ", ")); \(km(distance)) in all")
    }
}
// snippet.end

// snippet.memento
extension RoutePlan {
    /// The memento: a complete copy of the plan's state that only RoutePlan can read.
    /// Everything is fileprivate, so code outside this file can hold it and pass it
    /// back, but can't look inside, change it, or make one of its own.
    struct Memento {
        fileprivate let legs: [Leg]
        fileprivate let distance: Int
        fileprivate let nextNumber: Int
    }

    func makeMemento() -> Memento {
        Memento(legs: legs, distance: distance, nextNumber: nextNumber)
    }

    /// Replaces *all* state, so it works whatever happened since the memento was made.
    func restore(from memento: Memento) {
        legs = memento.legs
        distance = memento.distance
        nextNumber = memento.nextNumber
    }
}
// snippet.end
