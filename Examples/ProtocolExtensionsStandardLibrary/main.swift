// snippet.tray
/// Seedlings per cell, kept in ascending order.
struct SeedTray: Collection {
    private let cells: [Int]
    init(_ cells: [Int]) { self.cells = cells.sorted() }

    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int { cells[position] }

    // `count` is a Collection requirement with a default that walks every index.
    var count: Int {
        print("  SeedTray.count")
        return cells.count
    }

    // `max()` is a Sequence extension method, not a requirement.
    func max() -> Int? {
        print("  SeedTray.max")
        return cells.last
    }
}
// snippet.end

// snippet.run
func describe(_ tray: some Collection<Int>) {
    print("  \(tray.count) cells, at most \(tray.max() ?? 0) seedlings")
}

let tray = SeedTray([3, 5, 2, 4])
print("Called on SeedTray:")
print("  \(tray.count) cells, at most \(tray.max() ?? 0) seedlings")
print("Called through some Collection<Int>:")
describe(tray)
print("Algorithms it never wrote:")
print("  \(tray.filter { $0 > 2 }), total \(tray.reduce(0, +)), "
    + "\(tray.contains(5) ? "has" : "no") cell of 5")
// snippet.end
