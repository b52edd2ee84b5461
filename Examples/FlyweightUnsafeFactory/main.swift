// expect: compile-error
final class Terrain: Sendable {
    let symbol: Character
    init(symbol: Character) { self.symbol = symbol }
}

/// The single-threaded factory from earlier: a plain dictionary, no lock.
final class TerrainFactory {
    private var terrains: [Character: Terrain] = [:]

    func terrain(for symbol: Character) -> Terrain {
        if let existing = terrains[symbol] { return existing }
        let terrain = Terrain(symbol: symbol)
        terrains[symbol] = terrain
        return terrain
    }
}

func loadRows(_ rows: [String]) async {
    let factory = TerrainFactory()
    await withTaskGroup(of: Void.self) { group in
        for row in rows {
            group.addTask {
                for symbol in row { _ = factory.terrain(for: symbol) }
            }
        }
    }
}
