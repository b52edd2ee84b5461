// snippet.hide
import Synchronization
// snippet.show
// snippet.gauge
/// Counts the tasks between `enter()` and `leave()`, and remembers the most at once.
nonisolated final class Gauge: Sendable {
    private let counts = Mutex((now: 0, peak: 0))
    func enter() { counts.withLock { $0.now += 1; $0.peak = max($0.peak, $0.now) } }
    func leave() { counts.withLock { $0.now -= 1 } }
    var peak: Int { counts.withLock { $0.peak } }
}
// snippet.end

// snippet.bounded
/// Resizes every photo, with at most `width` resizes running at a time.
func resizeAll(_ photos: [String], width: Int, gauge: Gauge) async -> [String] {
    await withTaskGroup(of: (Int, String).self) { group in
        var results = [String](repeating: "", count: photos.count)
        var next = 0
        func startNext() {
            let index = next, photo = photos[index]
            group.addTask {
                gauge.enter()
                defer { gauge.leave() }
                await Task.yield()  // the resize itself
                return (index, "\(photo)-small.jpg")
            }
            next += 1
        }
        while next < min(width, photos.count) { startNext() }  // fill the window
        while let (index, name) = await group.next() {  // one ends, the next starts
            results[index] = name
            if next < photos.count { startNext() }
        }
        return results
    }
}
// snippet.end

// snippet.run
let photos = (1...10).map { "IMG_\(4000 + $0)" }
let gauge = Gauge()
let small = await resizeAll(photos, width: 3, gauge: gauge)
print("resized \(small.count): \(small.first!) ... \(small.last!)")
print("at most 3 at once: \(gauge.peak <= 3)")
// snippet.end
