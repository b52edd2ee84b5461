/// Stands in for decoding a texture: the work a flyweight is meant to do once.
struct TextureDecoder {
    private(set) var decodes = 0

    mutating func pixels(for symbol: Character) -> [UInt8] {
        decodes += 1
        return Array(repeating: symbol.asciiValue ?? 0, count: 32 * 32)
    }
}

// snippet.main
let symbols = (0..<1000).map { Array("=T.^~")[$0 % 5] }

// Keyed by the intrinsic state itself: the pixels must exist before the lookup.
var decoder = TextureDecoder()
var byPixels = Set<[UInt8]>()
for symbol in symbols {
    byPixels.insert(decoder.pixels(for: symbol))
}
print("keyed by pixels: \(decoder.decodes) decodes, \(byPixels.count) textures kept")

// Keyed by a small name for the kind of ground.
decoder = TextureDecoder()
var bySymbol: [Character: [UInt8]] = [:]
for symbol in symbols where bySymbol[symbol] == nil {
    bySymbol[symbol] = decoder.pixels(for: symbol)
}
print("keyed by symbol: \(decoder.decodes) decodes, \(bySymbol.count) textures kept")
// snippet.end
