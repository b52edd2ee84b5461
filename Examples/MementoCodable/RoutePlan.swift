func km(_ metres: Int) -> String {
    "\(metres / 1000).\(metres % 1000 / 100) km"
}

final class RoutePlan {
    struct Leg: Codable {
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

// snippet.memento
extension RoutePlan {
    /// A memento that can outlive the process. Its properties are still
    /// fileprivate, but Codable reads and writes them for any caller.
    struct Memento: Codable {
        /// Bumped whenever the stored shape changes, so old files can be recognised.
        fileprivate var version = 1
        fileprivate let legs: [Leg]
        fileprivate let distance: Int
        fileprivate let nextNumber: Int
    }

    func makeMemento() -> Memento {
        Memento(legs: legs, distance: distance, nextNumber: nextNumber)
    }

    /// Bytes can come from anywhere, so check them before trusting them.
    func restore(from memento: Memento) throws(MementoError) {
        guard memento.version == 1 else { throw .unknownVersion(memento.version) }
        guard memento.distance == memento.legs.reduce(0, { $0 + $1.metres }),
              memento.legs.allSatisfy({ $0.number < memento.nextNumber }) else {
            throw .inconsistent
        }
        legs = memento.legs
        distance = memento.distance
        nextNumber = memento.nextNumber
    }
}

enum MementoError: Error {
    case unknownVersion(Int)
    case inconsistent
}
// snippet.end
