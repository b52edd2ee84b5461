// snippet.struct
/// The same outline as a struct. Each step is a stored property with a default.
struct Mailing {
    var include: (Rider) -> Bool
    var subject = "News from the club"
    var letter: (Rider) -> String = { "Hi \($0.first)" }

    /// The template method. Structs can't be subclassed, so nobody replaces the outline.
    func send(to riders: [Rider]) -> [String] {
        let batch = riders.filter { !$0.optedOut }.filter(include)
        return batch.map { "\($0.first) \($0.last) | \(subject) | \(letter($0))" }
    }
}
// snippet.end

// snippet.use
// `include` has no default, so the memberwise initializer requires it: a "must" step.
let reward = Mailing(
    include: { $0.rides >= 25 },
    subject: "Your free week",
    letter: { "Hi \($0.first), \($0.rides) rides earn you a free week." }
)

// Only the steps that differ are given; the rest keep their defaults.
let testRide = Mailing(include: { $0.rides >= 10 })

// A variant built from another one by replacing a single step.
var winterTestRide = testRide
winterTestRide.subject = "Winter tyres fitted"

for (name, mailing) in [("reward", reward), ("test ride", testRide),
                        ("winter test ride", winterTestRide)] {
    print("\(name):")
    for letter in mailing.send(to: riders) {
        print("  \(letter)")
    }
}
// snippet.end
