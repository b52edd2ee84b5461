import Foundation

struct Track {
    let title: String
    let artist: String
    let seconds: Int
    let plays: Int
}

let playlist = [
    Track(title: "Blue Hour", artist: "Mara", seconds: 312, plays: 40),
    Track(title: "The Anchor", artist: "Quill", seconds: 198, plays: 95),
    Track(title: "Track 10", artist: "Mara", seconds: 241, plays: 12),
    Track(title: "Track 9", artist: "Quill", seconds: 185, plays: 95),
]

func show(_ label: String, _ tracks: [Track]) {
    print("\(label): \(tracks.map(\.title).joined(separator: " | "))")
}

// snippet.closure
// A closure is the smallest strategy: "is the first one ordered before the second?"
show("Shortest first", playlist.sorted { $0.seconds < $1.seconds })
// snippet.end

// snippet.keypath
// A KeyPathComparator is a strategy as a value: a key, an order, and how to compare it.
let mostPlayed = KeyPathComparator(\Track.plays, order: .reverse)
show("Most played", playlist.sorted(using: mostPlayed))

// Several comparators are tried in turn; the later ones only break ties.
let byArtistThenLength = [
    KeyPathComparator(\Track.artist),
    KeyPathComparator(\Track.seconds, order: .reverse),
]
show("Artist, then longest", playlist.sorted(using: byArtistThenLength))

// Strings compare by Unicode scalars unless you pick another comparator.
show("Title, plain", playlist.sorted(using: KeyPathComparator(\Track.title)))
let numeric = String.Comparator(options: [.numeric, .caseInsensitive])
show("Title, numeric", playlist.sorted(using: KeyPathComparator(\Track.title,
                                                                comparator: numeric)))
// snippet.end

// snippet.custom
/// A hand-written strategy: compares titles as a record shop files them, without "The ".
struct ShelfOrder: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: Track, _ rhs: Track) -> ComparisonResult {
        let result = shelfKey(lhs.title).compare(shelfKey(rhs.title))
        return order == .forward ? result : result.flipped
    }

    private func shelfKey(_ title: String) -> String {
        title.hasPrefix("The ") ? String(title.dropFirst(4)) : title
    }
}

extension ComparisonResult {
    var flipped: ComparisonResult {
        switch self {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}

var shelf = ShelfOrder()
show("Shelf order", playlist.sorted(using: shelf))
shelf.order = .reverse
show("Shelf, reversed", playlist.sorted(using: shelf))
// snippet.end

// snippet.menu
// The user's choice of column picks the strategy; the sorting code never changes.
let columns: [String: [KeyPathComparator<Track>]] = [
    "length": [KeyPathComparator(\.seconds)],
    "plays": [KeyPathComparator(\.plays, order: .reverse), KeyPathComparator(\.title)],
]
for column in columns.keys.sorted() {
    show("Column \(column)", playlist.sorted(using: columns[column]!))
}
// snippet.end
