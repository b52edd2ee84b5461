// snippet.builder
/// Turns the statements of a closure into the children of a group.
@resultBuilder
enum RigBuilder {
    static func buildExpression(_ lamp: Lamp) -> [Fixture] { [.lamp(lamp)] }
    static func buildExpression(_ fixture: Fixture) -> [Fixture] { [fixture] }
    static func buildBlock(_ parts: [Fixture]...) -> [Fixture] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Fixture]?) -> [Fixture] { part ?? [] }
    static func buildEither(first part: [Fixture]) -> [Fixture] { part }
    static func buildEither(second part: [Fixture]) -> [Fixture] { part }
    static func buildArray(_ parts: [[Fixture]]) -> [Fixture] { parts.flatMap { $0 } }
}

func group(_ name: String, @RigBuilder _ content: () -> [Fixture]) -> Fixture {
    .group(name, content())
}
// snippet.end

// snippet.plot
struct Venue {
    let name: String
    let profiles: Int
    let hasBoom: Bool
    let seats: Int
}

func plot(for venue: Venue) -> Fixture {
    group(venue.name) {
        group("front wash") {
            for number in 1...venue.profiles {
                Lamp(name: "profile \(number)", watts: 750)
            }
        }
        if venue.hasBoom {
            group("boom") { Lamp(name: "fresnel", watts: 650) }
        }
        if venue.seats > 400 {
            Lamp(name: "followspot", watts: 1200)
        } else {
            Lamp(name: "spot", watts: 575)
        }
    }
}
// snippet.end

// snippet.main
let venues = [
    Venue(name: "Corn Exchange", profiles: 3, hasBoom: true, seats: 650),
    Venue(name: "Library Studio", profiles: 1, hasBoom: false, seats: 90),
]
for venue in venues {
    for line in plot(for: venue).outline() { print(line) }
}
// snippet.end
