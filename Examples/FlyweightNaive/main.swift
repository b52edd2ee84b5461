// snippet.tile
/// The pixels that draw one kind of ground: 32 × 32 pixels, one palette byte each.
final class Texture {
    let pixels: [UInt8]

    init(symbol: Character) {
        // Stands in for decoding an image file: the result depends only on the symbol.
        let seed = Int(symbol.asciiValue ?? 0)
        pixels = (0..<32 * 32).map { UInt8((seed * 31 + $0 * 7) % 256) }
    }
}

/// One square of a hiking map. Every tile builds its own copy of everything.
final class Tile {
    let x: Int, y: Int
    let elevation: Int          // metres
    let name: String            // "forest"
    let minutesToCross: Int     // walking time on flat ground
    let texture: Texture

    init(x: Int, y: Int, symbol: Character, elevation: Int) {
        self.x = x
        self.y = y
        self.elevation = elevation
        switch symbol {
        case "~": name = "bog"; minutesToCross = 12
        case "T": name = "forest"; minutesToCross = 4
        case "^": name = "scree"; minutesToCross = 9
        case "=": name = "trail"; minutesToCross = 2
        default: name = "meadow"; minutesToCross = 3
        }
        texture = Texture(symbol: symbol)
    }
}
// snippet.end

// snippet.map
/// The ground at (x, y): a trail, a round bog, scattered scree, forest and meadow.
func symbol(x: Int, y: Int) -> Character {
    if y == 20 || x == 30 { return "=" }
    if (x - 12) * (x - 12) + (y - 10) * (y - 10) < 30 { return "~" }
    if (x + 2 * y) % 7 == 0 { return "^" }
    return (x * y) % 3 == 0 ? "T" : "."
}

func elevation(x: Int, y: Int) -> Int { 1200 + 8 * x + 5 * y }
// snippet.end

// snippet.main
let width = 40, height = 25
var tiles: [Tile] = []
for y in 0..<height {
    for x in 0..<width {
        tiles.append(Tile(x: x, y: y, symbol: symbol(x: x, y: y),
                          elevation: elevation(x: x, y: y)))
    }
}

let kinds = Set(tiles.map(\.name))
let textures = Set(tiles.map { ObjectIdentifier($0.texture) })
let pixelBytes = textures.count * 32 * 32 * MemoryLayout<UInt8>.stride
print("tiles: \(tiles.count)")
print("kinds of ground: \(kinds.count) (\(kinds.sorted().joined(separator: ", ")))")
print("Texture objects: \(textures.count)")
print("pixel bytes: \(pixelBytes)")
// snippet.end
