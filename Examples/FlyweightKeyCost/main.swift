// snippet.hide
import Synchronization
// snippet.show

let elementsHashed = Atomic<Int>(0)   // elements fed to hashers
let decodes = Atomic<Int>(0)

/// Stands in for decoding a texture: the work a flyweight is meant to do once.
func decodePixels(_ symbol: Character) -> [UInt8] {
    decodes.add(1, ordering: .relaxed)
    return Array(repeating: symbol.asciiValue ?? 0, count: 32 * 32)
}

// snippet.keys
/// A key that is the intrinsic state itself.
struct PixelKey: Hashable {
    let pixels: [UInt8]
    func hash(into hasher: inout Hasher) {
        elementsHashed.add(pixels.count, ordering: .relaxed)   // what combine reads
        hasher.combine(pixels)
    }
}

/// A key that only names the kind of ground.
struct SymbolKey: Hashable {
    let symbol: Character
    func hash(into hasher: inout Hasher) {
        elementsHashed.add(1, ordering: .relaxed)
        hasher.combine(symbol)
    }
}
// snippet.end

// snippet.main
let symbols = (0..<1000).map { Array("=T.^~")[$0 % 5] }

var byPixels = Set<PixelKey>(minimumCapacity: 8)
for symbol in symbols {
    let key = PixelKey(pixels: decodePixels(symbol))       // decode first, to ask
    _ = byPixels.insert(key).memberAfterInsert
}
print("keyed by pixels: \(decodes.load(ordering: .relaxed)) decodes,",
      "\(elementsHashed.load(ordering: .relaxed)) elements hashed")

decodes.store(0, ordering: .relaxed)
elementsHashed.store(0, ordering: .relaxed)
var bySymbol = Dictionary<SymbolKey, [UInt8]>(minimumCapacity: 8)
for symbol in symbols {
    let key = SymbolKey(symbol: symbol)
    if bySymbol[key] == nil { bySymbol[key] = decodePixels(symbol) }
}
print("keyed by symbol: \(decodes.load(ordering: .relaxed)) decodes,",
      "\(elementsHashed.load(ordering: .relaxed)) elements hashed")
// snippet.end
