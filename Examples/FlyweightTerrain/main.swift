// snippet.tile
/// Extrinsic state: what differs from one square of the map to the next.
struct Tile {
    let terrain: Terrain        // a shared reference, not a copy
    let elevation: Int16        // metres
}

struct TrailMap {
    let width: Int
    let tiles: [Tile]           // row by row

    subscript(x: Int, y: Int) -> Tile { tiles[y * width + x] }

    /// Walking time along a route: behaviour from the shared terrain,
    /// numbers from each tile.
    func minutes(along route: [(x: Int, y: Int)]) -> Int {
        var total = 0
        for (from, to) in zip(route, route.dropFirst()) {
            let climb = Int(self[to.x, to.y].elevation) - Int(self[from.x, from.y].elevation)
            total += self[to.x, to.y].terrain.minutes(climbing: climb)
        }
        return total
    }
}
// snippet.end

// snippet.hide
func symbol(x: Int, y: Int) -> Character {
    if y == 20 || x == 30 { return "=" }
    if (x - 12) * (x - 12) + (y - 10) * (y - 10) < 30 { return "~" }
    if (x + 2 * y) % 7 == 0 { return "^" }
    return (x * y) % 3 == 0 ? "T" : "."
}

func elevation(x: Int, y: Int) -> Int { 1200 + 8 * x + 5 * y }
// snippet.show

// snippet.main
let factory = TerrainFactory()
let width = 40, height = 25
var tiles: [Tile] = []
for y in 0..<height {
    for x in 0..<width {
        tiles.append(Tile(terrain: factory.terrain(for: symbol(x: x, y: y)),
                          elevation: Int16(elevation(x: x, y: y))))
    }
}
let map = TrailMap(width: width, tiles: tiles)

print("tiles: \(map.tiles.count), Terrain objects created: \(factory.created)")
let first = map[3, 1].terrain, last = map[39, 24].terrain
print("(3,1) is \(first.name), (39,24) is \(last.name), same object: \(first === last)")

let route = [(x: 30, y: 0), (x: 30, y: 1), (x: 31, y: 1), (x: 31, y: 2), (x: 30, y: 2)]
for (x, y) in route {
    print("  (\(x),\(y)) \(map[x, y].terrain.name), \(map[x, y].elevation) m")
}
print("route: \(map.minutes(along: route)) minutes")

let tileBytes = map.tiles.count * MemoryLayout<Tile>.stride
let pixelBytes = factory.created * 32 * 32 * MemoryLayout<UInt8>.stride
print("tiles \(tileBytes) bytes + shared pixels \(pixelBytes) bytes = \(tileBytes + pixelBytes)")
// snippet.end
