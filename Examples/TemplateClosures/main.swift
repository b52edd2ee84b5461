// snippet.struct
/// The same outline as a struct. Each step is a stored closure with a default.
struct Mailing {
    var include: (Donor) -> Bool
    var comesBefore: (Donor, Donor) -> Bool = { _, _ in false }
    var limit = 2
    var letter: (Donor) -> String = { "Dear \($0.title). \($0.last)" }

    /// The template method. Structs can't be subclassed, so nobody replaces the outline.
    func send(to donors: [Donor]) -> [String] {
        let chosen = donors.filter { !$0.optedOut }.filter(include)
        return chosen.sorted(by: comesBefore).prefix(limit).map(letter)
    }
}
// snippet.end

// snippet.use
// `include` has no default, so the memberwise initializer requires it: a "must" step.
let thanks = Mailing(
    include: { $0.donation > 0 },
    comesBefore: { $0.donation > $1.donation },
    letter: { "Dear \($0.title). \($0.last), thank you for $\($0.donation)." }
)

// Only the steps that differ are given; the rest keep their defaults.
let gala = Mailing(include: { $0.donation >= 100 }, limit: 10)

// A variant built from another one by replacing a single step.
var shortGala = gala
shortGala.limit = 1

for (name, mailing) in [("thanks", thanks), ("gala", gala), ("short gala", shortGala)] {
    print("\(name):")
    for letter in mailing.send(to: donors) {
        print("  \(letter)")
    }
}
// snippet.end
