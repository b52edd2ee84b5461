import Synchronization

// snippet.hide
/// The shared, immutable part of a tile, now built from pixels loaded elsewhere.
final class Terrain: Sendable {
    static let initCalls = Atomic<Int>(0)     // counts every Terrain ever made

    let symbol: Character
    let pixels: [UInt8]

    init(symbol: Character, pixels: [UInt8]) {
        Terrain.initCalls.add(1, ordering: .relaxed)
        self.symbol = symbol
        self.pixels = pixels
    }
}
// snippet.show

// snippet.library
/// Stands in for reading and decoding an image file: it suspends.
func loadPixels(for symbol: Character) async -> [UInt8] {
    await Task.yield()
    let seed = Int(symbol.asciiValue ?? 0)
    return (0..<32 * 32).map { UInt8((seed * 31 + $0 * 7) % 256) }
}

actor TerrainLibrary {
    /// One entry per symbol, stored as soon as loading starts.
    private var terrains: [Character: Task<Terrain, Never>] = [:]

    func terrain(for symbol: Character) async -> Terrain {
        if let entry = terrains[symbol] { return await entry.value }
        let loading = Task { Terrain(symbol: symbol, pixels: await loadPixels(for: symbol)) }
        terrains[symbol] = loading     // before any await: later callers find it
        return await loading.value
    }
}
// snippet.end

// snippet.main
let library = TerrainLibrary()
let rows = ["=T.^T", "T.~~=", "^T.T=", "..=T~"]

let loaded = await withTaskGroup(of: (Int, [Terrain]).self) { group in
    for task in 0..<8 {
        group.addTask {
            var row: [Terrain] = []
            for symbol in rows[task % rows.count] {
                row.append(await library.terrain(for: symbol))
            }
            return (task, row)
        }
    }
    var results: [Int: [Terrain]] = [:]
    for await (task, terrains) in group { results[task] = terrains }
    return results
}

let all = loaded.values.flatMap { $0 }
print("requests: \(all.count), Terrain.init calls: \(Terrain.initCalls.load(ordering: .relaxed))")
print("task 0's trail === task 7's trail: \(loaded[0]![0] === loaded[7]![2])")
// snippet.end
