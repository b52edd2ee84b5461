// snippet.train
/// A train on a single line of numbered block sections. The safety rule:
/// never enter a block that another train occupies.
final class Train {
    let headcode: String
    private(set) var block: Int
    var others: [Train] = []  // every train must keep this list up to date

    init(_ headcode: String, in block: Int) {
        self.headcode = headcode
        self.block = block
    }

    func advance(to next: Int) {
        if let other = others.first(where: { $0.block == next }) {
            print("\(headcode): block \(next) holds \(other.headcode), waiting")
            return
        }
        block = next
        print("\(headcode): entered block \(next)")
    }
}
// snippet.end

// snippet.main
let t2H14 = Train("2H14", in: 3)
let t1A03 = Train("1A03", in: 6)
t2H14.others = [t1A03]
t1A03.others = [t2H14]

// A third train comes off a siding into block 4. It is told about the
// others, but nobody tells them about it.
let t5Z90 = Train("5Z90", in: 4)
t5Z90.others = [t2H14, t1A03]

t5Z90.advance(to: 5)
t5Z90.advance(to: 6)
t2H14.advance(to: 4)
t2H14.advance(to: 5)
print("yet 2H14 and 5Z90 are both in block \(t2H14.block)")
// snippet.end
