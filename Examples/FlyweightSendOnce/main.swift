final class Terrain: Sendable {
    let symbol: Character
    init(symbol: Character) { self.symbol = symbol }
}

/// The same single-threaded factory: a plain dictionary, no lock.
final class TerrainFactory {
    private var terrains: [Character: Terrain] = [:]
    var count: Int { terrains.count }

    func terrain(for symbol: Character) -> Terrain {
        if let existing = terrains[symbol] { return existing }
        let terrain = Terrain(symbol: symbol)
        terrains[symbol] = terrain
        return terrain
    }
}

// snippet.send
func loadRows(_ rows: [String]) async -> Int {
    let factory = TerrainFactory()
    // One task gets the factory, and this function never touches it again: a send.
    let task = Task {
        for row in rows {
            for symbol in row { _ = factory.terrain(for: symbol) }
        }
        return factory.count
    }
    return await task.value
}
// snippet.end

print("distinct terrains: \(await loadRows(["==T..", "^^T==", "~~..."]))")
