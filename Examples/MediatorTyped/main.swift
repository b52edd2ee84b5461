// snippet.signaller
/// The mediator. Trains ask the signaller; only the signaller knows who else is on the line.
final class Signaller {
    private var trains: [Train] = []

    func join(_ train: Train) {
        trains.append(train)
        print("signaller: \(train.headcode) joined, \(trains.count) on the line")
    }

    func leave(_ train: Train) {
        trains.removeAll { $0 === train }
        print("signaller: \(train.headcode) left, \(trains.count) on the line")
    }

    /// The group's rule, written once: one train per block. Returns whether
    /// the move is allowed, and tells the occupant who is waiting behind it.
    func requestBlock(_ block: Int, for train: Train) -> Bool {
        guard let occupant = trains.first(where: { $0 !== train && $0.block == block }) else {
            return true
        }
        occupant.hear("\(train.headcode) is waiting for your block")
        return false
    }
}
// snippet.end

// snippet.train
final class Train {
    let headcode: String
    private(set) var block: Int
    private weak var signaller: Signaller?  // the only other party a train knows

    init(_ headcode: String, in block: Int, signaller: Signaller) {
        self.headcode = headcode
        self.block = block
        self.signaller = signaller
        signaller.join(self)
    }

    func advance(to next: Int) {
        guard signaller?.requestBlock(next, for: self) ?? false else {
            print("\(headcode): red signal for block \(next), holding in \(block)")
            return
        }
        block = next
        print("\(headcode): entered block \(next)")
    }

    func leave() { signaller?.leave(self) }

    func hear(_ message: String) { print("\(headcode) hears: \(message)") }
}
// snippet.end

// snippet.main
let signaller = Signaller()
let t2H14 = Train("2H14", in: 3, signaller: signaller)
let t1A03 = Train("1A03", in: 6, signaller: signaller)
let t5Z90 = Train("5Z90", in: 4, signaller: signaller)  // off the siding: one call

t5Z90.advance(to: 5)
t5Z90.advance(to: 6)
t2H14.advance(to: 4)
t2H14.advance(to: 5)
t1A03.leave()  // 1A03 reaches the terminus
t5Z90.advance(to: 6)
t2H14.advance(to: 5)
// snippet.end
