import Synchronization

// snippet.terrain
/// The shared, immutable part of a tile (as before, trimmed to its pixels).
final class Terrain: Sendable {
    static let initCalls = Atomic<Int>(0)     // counts every Terrain ever made

    let symbol: Character
    let pixels: [UInt8]

    init(symbol: Character) {
        Terrain.initCalls.add(1, ordering: .relaxed)
        self.symbol = symbol
        let seed = Int(symbol.asciiValue ?? 0)
        pixels = (0..<32 * 32).map { UInt8((seed * 31 + $0 * 7) % 256) }
    }
}
// snippet.end

// snippet.factory
/// A factory that any thread or task can call, without `await`.
final class TerrainFactory: Sendable {
    private let terrains = Mutex<[Character: Terrain]>([:])

    func terrain(for symbol: Character) -> Terrain {
        terrains.withLock { terrains in
            if let existing = terrains[symbol] { return existing }
            let terrain = Terrain(symbol: symbol)   // built while holding the lock
            terrains[symbol] = terrain
            return terrain
        }
    }
}
// snippet.end

// snippet.main
let factory = TerrainFactory()
let rows = ["=T.^T", "T.~~=", "^T.T=", "..=T~"]

// Eight tasks load map rows at the same time, all through one factory.
let loaded = await withTaskGroup(of: (Int, [Terrain]).self) { group in
    for task in 0..<8 {
        group.addTask {
            (task, rows[task % rows.count].map { factory.terrain(for: $0) })
        }
    }
    var results: [Int: [Terrain]] = [:]
    for await (task, terrains) in group { results[task] = terrains }
    return results
}

let all = loaded.values.flatMap { $0 }
print("requests: \(all.count), Terrain.init calls: \(Terrain.initCalls.load(ordering: .relaxed))")
print("distinct objects handed out: \(Set(all.map(ObjectIdentifier.init)).count)")
print("task 0's trail === task 7's trail: \(loaded[0]![0] === loaded[7]![2])")
// snippet.end
