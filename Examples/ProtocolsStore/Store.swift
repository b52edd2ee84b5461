struct Track {
    let title: String
    let seconds: Int
}

// snippet.protocol
/// Somewhere that keeps items in order. `Item` is primary: callers can fix it in angle brackets.
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
// snippet.end

// snippet.conformers
/// Keeps everything, of any element type.
struct Shelf<Item>: Store {
    private(set) var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}

/// Keeps the three most recent tracks. `Item` is inferred to be `Track`.
struct RecentlyPlayed: Store {
    private(set) var items: [Track] = []
    mutating func add(_ track: Track) {
        items.append(track)
        if items.count > 3 { items.removeFirst() }
    }
}
// snippet.end
