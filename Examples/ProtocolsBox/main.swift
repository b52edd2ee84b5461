// snippet.hide
func makeHistory() -> some Store<Track> {
    RecentlyPlayed()
}
// snippet.show
// snippet.types
/// A store with more to it than an array: it no longer fits in three words.
struct Waveform: Store {
    private(set) var items: [Float] = []
    var peak: Float = 0, floor: Float = 0, gain: Float = 1, offset = 0
    mutating func add(_ sample: Float) { items.append(sample) }
}

/// A class-only protocol, for comparison.
protocol PlaybackListener: AnyObject {}
// snippet.end

// snippet.main
let history = makeHistory()
let boxedHistory: any Store<Track> = history
let wave = Waveform()
let boxedWave: any Store<Float> = wave

func report(_ name: String, _ bytes: Int) {
    print(name + String(repeating: " ", count: 22 - name.count), bytes, "bytes")
}
report("some Store<Track>", MemoryLayout.size(ofValue: history))
report("any Store<Track>", MemoryLayout.size(ofValue: boxedHistory))
report("Waveform", MemoryLayout.size(ofValue: wave))
report("any Store<Float>", MemoryLayout.size(ofValue: boxedWave))
report("any PlaybackListener", MemoryLayout<any PlaybackListener>.size)
report("any Sendable", MemoryLayout<any Sendable>.size)
// snippet.end
