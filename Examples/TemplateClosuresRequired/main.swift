// expect: compile-error
// snippet.hide
struct Rider {
    let first: String
    let last: String
    let rides: Int
    let optedOut: Bool
}

let riders = [
    Rider(first: "Ines", last: "Ortega", rides: 0, optedOut: true),
    Rider(first: "Kofi", last: "Mensah", rides: 12, optedOut: false),
    Rider(first: "Mei", last: "Tanaka", rides: 27, optedOut: false),
    Rider(first: "Ravi", last: "Bose", rides: 41, optedOut: false),
    Rider(first: "Lena", last: "Falk", rides: 0, optedOut: false),
]

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
// snippet.show
// No include step: the memberwise initializer won't build a Mailing without one.
let broken = Mailing(subject: "Spring rides")
