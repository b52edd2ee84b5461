// snippet.subject
struct Venue {
    let name: String
    let city: String
}

/// The real subject: a live scoreboard that the referee's console changes.
final class Scoreboard {
    let venue: Venue
    var home = 0
    var away = 0
    var minute = 0

    init(venue: Venue) { self.venue = venue }
}
// snippet.end

// snippet.proxy
/// A transparent, read-only proxy: every property of the subject can be read through it,
/// none can be written, and no forwarding code is written per property.
@dynamicMemberLookup
struct ReadOnly<Subject: AnyObject> {
    private let subject: Subject

    init(_ subject: Subject) { self.subject = subject }

    subscript<Value>(dynamicMember keyPath: KeyPath<Subject, Value>) -> Value {
        subject[keyPath: keyPath]
    }
}
// snippet.end

// snippet.main
let board = Scoreboard(venue: Venue(name: "Riverside Ground", city: "Leeds"))
let display = ReadOnly(board)   // what the stadium screen is given

print("screen at \(display.venue.name), \(display.venue.city)")
board.home = 1
board.minute = 23
print("screen: \(display.home)–\(display.away), minute \(display.minute)")
board.away = 1
board.minute = 58
print("screen: \(display.home)–\(display.away), minute \(display.minute)")
// snippet.end
