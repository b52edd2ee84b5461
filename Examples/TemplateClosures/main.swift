// snippet.struct
/// The same outline as a struct. Each step is a stored closure with a default.
struct Mailing {
    var include: (Rider) -> Bool
    var comesBefore: (Rider, Rider) -> Bool = { _, _ in false }
    var limit = 2
    var letter: (Rider) -> String = { "Hi \($0.first) \($0.last)" }

    /// The template method. Structs can't be subclassed, so nobody replaces the outline.
    func send(to riders: [Rider]) -> [String] {
        let chosen = riders.filter { !$0.optedOut }.filter(include)
        return chosen.sorted(by: comesBefore).prefix(limit).map(letter)
    }
}
// snippet.end

// snippet.use
// `include` has no default, so the memberwise initializer requires it: a "must" step.
let reward = Mailing(
    include: { $0.rides > 0 },
    comesBefore: { $0.rides > $1.rides },
    letter: { "Hi \($0.first) \($0.last), \($0.rides) rides earn you a free week." }
)

// Only the steps that differ are given; the rest keep their defaults.
let testRide = Mailing(include: { $0.rides >= 20 }, limit: 10)

// A variant built from another one by replacing a single step.
var firstTestRide = testRide
firstTestRide.limit = 1

for (name, mailing) in [("reward", reward), ("test ride", testRide),
                        ("first test ride", firstTestRide)] {
    print("\(name):")
    for letter in mailing.send(to: riders) {
        print("  \(letter)")
    }
}
// snippet.end
