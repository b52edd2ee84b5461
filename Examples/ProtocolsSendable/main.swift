// snippet.protocol
/// Looks up track titles. Refining `Sendable` makes every conformer,
/// and every `any TrackCatalog`, safe to share between tasks.
protocol TrackCatalog: Sendable {
    func title(of id: Int) async -> String
}
// snippet.end

// snippet.conformers
/// Immutable, so a struct is `Sendable` as it stands.
/// A synchronous method can satisfy an `async` requirement.
struct BundledCatalog: TrackCatalog {
    let titles: [Int: String]
    func title(of id: Int) -> String { titles[id] ?? "Unknown #\(id)" }
}

/// Mutable state behind an actor, which is always `Sendable`.
actor CountingCatalog: TrackCatalog {
    private let base: BundledCatalog
    private(set) var lookups = 0
    init(base: BundledCatalog) { self.base = base }

    func title(of id: Int) -> String {
        lookups += 1
        return base.title(of: id)
    }
}
// snippet.end

// snippet.main
func titles(_ ids: [Int], from catalog: any TrackCatalog) async -> [String] {
    await withTaskGroup(of: (Int, String).self) { group in
        for id in ids {
            group.addTask { (id, await catalog.title(of: id)) }
        }
        var found: [(Int, String)] = []
        for await pair in group { found.append(pair) }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

let bundled = BundledCatalog(titles: [1: "Harbour Lights", 2: "Low Tide", 3: "Salt Road"])
let counting = CountingCatalog(base: bundled)
print(await titles([3, 1, 2], from: bundled))
print(await titles([2, 4], from: counting))
print("Lookups counted: \(await counting.lookups)")
// snippet.end
