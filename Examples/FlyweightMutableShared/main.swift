// snippet.terrain
/// A flyweight with one "handy" mutable property. It is not `Sendable`,
/// so the compiler keeps it to one task, and lets this program run.
final class Terrain {
    let name: String
    var highlighted = false     // per-tile state, stored in the shared object

    init(name: String) { self.name = name }
}
// snippet.end

// snippet.main
let forest = Terrain(name: "forest"), meadow = Terrain(name: "meadow")
// A 20 × 20 map: forest wherever x + y is even.
let map: [[Terrain]] = (0..<20).map { y in
    (0..<20).map { x in (x + y).isMultiple(of: 2) ? forest : meadow }
}

// The hiker stands at (4, 6): highlight that one tile.
map[6][4].highlighted = true

let lit = map.joined().filter(\.highlighted).count
print("tiles highlighted: \(lit)")
// snippet.end
