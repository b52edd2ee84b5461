import Foundation

// snippet.data
struct Track {
    let title: String
    let seconds: Int
    let plays: Int
}

let playlist = [
    Track(title: "Blue Hour", seconds: 312, plays: 40),
    Track(title: "The Anchor", seconds: 198, plays: 95),
    Track(title: "Track 10", seconds: 241, plays: 12),
    Track(title: "Track 9", seconds: 185, plays: 95),
]

func show(_ label: String, _ tracks: [Track]) {
    print("\(label): \(tracks.map(\.title).joined(separator: " | "))")
}
// snippet.end

// snippet.closure
// A closure is the smallest strategy: "is the first one ordered before the second?"
show("Shortest first", playlist.sorted { $0.seconds < $1.seconds })
// snippet.end

// snippet.keypath
// A KeyPathComparator is a strategy as a value: a key, an order, and how to compare it.
let lexical = KeyPathComparator(\Track.title, comparator: String.StandardComparator.lexical)
show("Title, lexical", playlist.sorted(using: lexical))
let numeric = String.Comparator(options: [.numeric])
let byTitle = KeyPathComparator(\Track.title, comparator: numeric)
show("Title, numeric", playlist.sorted(using: byTitle))
// snippet.end

// snippet.ties
// The same tracks in two arrival orders. Only the tie-breaker makes the result the same.
let byPlays = KeyPathComparator(\Track.plays, order: .reverse)
for (label, input) in [("listed", playlist), ("reversed", playlist.reversed())] {
    show("Plays, \(label)", input.sorted(using: byPlays))
    show("Plays then title, \(label)", input.sorted(using: [byPlays, byTitle]))
}
// snippet.end

// snippet.custom
/// A hand-written strategy: compares titles as a record shop files them, without "The ".
struct ShelfOrder: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: Track, _ rhs: Track) -> ComparisonResult {
        let result = shelfKey(lhs.title).compare(shelfKey(rhs.title))
        guard order == .reverse else { return result }
        return ComparisonResult(rawValue: -result.rawValue)!
    }

    private func shelfKey(_ title: String) -> String {
        title.hasPrefix("The ") ? String(title.dropFirst(4)) : title
    }
}

var shelf = ShelfOrder()
show("Shelf order", playlist.sorted(using: shelf))
shelf.order = .reverse
show("Shelf, reversed", playlist.sorted(using: shelf))
// snippet.end
