// snippet.terrain
/// Intrinsic state: what every tile of one kind of ground has in common.
/// Every property is a `let`, so one instance can serve any number of tiles.
final class Terrain: Sendable {
    let symbol: Character
    let name: String
    let minutesToCross: Int     // walking time on flat ground
    let pixels: [UInt8]         // 32 × 32 palette bytes, decoded once per kind

    /// `fileprivate`: only the factory below can make one.
    fileprivate init(symbol: Character) {
        self.symbol = symbol
        switch symbol {
        case "~": (name, minutesToCross) = ("bog", 12)
        case "T": (name, minutesToCross) = ("forest", 4)
        case "^": (name, minutesToCross) = ("scree", 9)
        case "=": (name, minutesToCross) = ("trail", 2)
        default: (name, minutesToCross) = ("meadow", 3)
        }
        let seed = Int(symbol.asciiValue ?? 0)
        pixels = (0..<32 * 32).map { UInt8((seed * 31 + $0 * 7) % 256) }
    }

    /// Extrinsic state (here, the climb onto this tile) comes in as an argument.
    func minutes(climbing metres: Int) -> Int {
        minutesToCross + max(0, metres) / 4
    }
}
// snippet.end

// snippet.factory
/// Hands out one shared `Terrain` per symbol, creating it on first request.
/// Not thread-safe: one task at a time.
final class TerrainFactory {
    private var terrains: [Character: Terrain] = [:]
    private(set) var created = 0

    func terrain(for symbol: Character) -> Terrain {
        if let existing = terrains[symbol] { return existing }
        let terrain = Terrain(symbol: symbol)
        terrains[symbol] = terrain
        created += 1
        return terrain
    }
}
// snippet.end
