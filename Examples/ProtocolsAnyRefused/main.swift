// expect: compile-error
struct Track {
    let title: String
    let plays: Int
}

protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct Shelf<Item>: Store {
    private(set) var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}

/// `Self` in a parameter: the other value must be of the same concrete type.
protocol Ranked {
    func outranks(_ other: Self) -> Bool
}

extension Track: Ranked {
    func outranks(_ other: Track) -> Bool { plays > other.plays }
}

// snippet.refused
var someStore: any Store = Shelf<Track>()
let firstItem = someStore.items.first
someStore.add(Track(title: "Low Tide", plays: 12))

let left: any Ranked = Track(title: "Harbour Lights", plays: 40)
let right: any Ranked = Track(title: "Salt Road", plays: 9)
print(left.outranks(right))
// snippet.end
