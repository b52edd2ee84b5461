// snippet.buffering
print("a stream that keeps only the newest 2 values:")
let (readings, feedIn) = AsyncStream.makeStream(
    of: Int.self, bufferingPolicy: .bufferingNewest(2))
for reading in [10, 20, 30, 40] {
    switch feedIn.yield(reading) {
    case .enqueued(let remaining):
        print("  yield \(reading): enqueued, room for \(remaining)")
    case .dropped(let old):
        print("  yield \(reading): buffer full, dropped \(old)")
    case .terminated:
        print("  yield \(reading): stream already finished")
    @unknown default:
        print("  yield \(reading): unknown result")
    }
}
feedIn.finish()
var kept: [Int] = []
for await reading in readings {
    kept.append(reading)
}
print("  consumer saw \(kept)")
// snippet.end
