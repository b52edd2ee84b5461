/// A value type: copying a `Sprite` copies the array, and copying an array
/// copies only a reference to its storage until one of the copies is written.
struct Sprite {
    var pixels: [UInt8]
}

// snippet.count
/// How many separate pixel buffers these sprites use. It compares where
/// each array keeps its elements; no address is ever printed.
func bufferCount(_ sprites: [Sprite]) -> Int {
    let starts = sprites.map { sprite in
        sprite.pixels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
    }
    return Set(starts).count
}
// snippet.end

// snippet.main
let meadow = Sprite(pixels: Array(repeating: 0x3C, count: 32 * 32))

var copied = Array(repeating: meadow, count: 1000)
print("1000 copies of one sprite: \(bufferCount(copied)) buffer")

copied[7].pixels[0] = 0xFF   // a footprint drawn on one tile
print("after one write:           \(bufferCount(copied)) buffers")

let rebuilt = (0..<1000).map { _ in Sprite(pixels: Array(repeating: 0x3C, count: 32 * 32)) }
print("1000 equal sprites, each built anew: \(bufferCount(rebuilt)) buffers")
print("all equal: \(rebuilt.allSatisfy { $0.pixels == meadow.pixels })")
// snippet.end
