// snippet.stops
/// A list of stops that has at least one element, because there is no way to make an empty one.
struct Stops {
    let first: String
    let rest: [String]

    init(_ first: String, _ rest: String...) {
        self.first = first
        self.rest = rest
    }

    /// For data from outside, where emptiness is possible: the caller decides what it means.
    init?(_ all: [String]) {
        guard let first = all.first else { return nil }
        self.first = first
        rest = Array(all.dropFirst())
    }

    var last: String { rest.last ?? first }   // not optional: there is always a last stop
}
// snippet.end

// snippet.departure
struct Departure {
    let train: String
    let stops: Stops
    var platform: Int? = nil      // optional on purpose: nil means "not announced yet"
    var notes: [String] = []      // not optional: "no notes" is simply []

    var announcement: String {
        let platform = platform.map { "platform \($0)" } ?? "platform to be announced"
        return "\(train) to \(stops.last), \(platform)"
    }
}
// snippet.end

// snippet.run
let morning = Departure(train: "IC 512", stops: Stops("Basel", "Olten", "Bern"), platform: 7)
let evening = Departure(train: "EN 470", stops: Stops("Zürich", "Praha"))
print(morning.announcement)
print(evening.announcement)

let feed: [String: [String]] = ["RE 88": [], "S 3": ["Biel", "Lyss"]]
for train in feed.keys.sorted() {
    if let stops = Stops(feed[train, default: []]) {
        print(Departure(train: train, stops: stops).announcement)
    } else {
        print("\(train) not scheduled: the feed lists no stops")
    }
}
// snippet.end
