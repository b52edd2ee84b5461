import Foundation

// snippet.stream
// The name and BatteryReading are the ones from the main-actor example.
// snippet.hide
extension Notification.Name {
    static let homeBatteryLevelDidChange = Notification.Name("HomeBatteryLevelDidChange")
}

struct BatteryReading: Sendable {
    let percent: Int
    init?(_ note: Notification) {
        guard let percent = note.userInfo?["percent"] as? Int else { return nil }
        self.percent = percent
    }
}
// snippet.show
extension NotificationCenter {
    /// Registers now; buffers readings until someone iterates; unregisters when
    /// the iteration ends.
    func batteryReadings() -> AsyncStream<BatteryReading> {
        AsyncStream { continuation in
            // The token is never mutated, only handed back to the center, whose
            // removeObserver may be called from any thread.
            nonisolated(unsafe) let token = addObserver(
                forName: .homeBatteryLevelDidChange, object: nil, queue: nil
            ) { note in
                if let reading = BatteryReading(note) { continuation.yield(reading) }
            }
            continuation.onTermination = { _ in
                self.removeObserver(token)
                print("  stream ended, observer removed")
            }
        }
    }
}
// snippet.end

// snippet.main
let center = NotificationCenter()
func readTwo() async {
    let readings = center.batteryReadings()
    for percent in [64, 63, 61] {
        center.post(name: .homeBatteryLevelDidChange, object: nil,
                    userInfo: ["percent": percent])
    }
    print("three posts returned; nothing has been read yet")
    for await reading in readings.prefix(2) {
        print("  read \(reading.percent)%")
    }
}
await readTwo()
print("the stream is gone")
center.post(name: .homeBatteryLevelDidChange, object: nil, userInfo: ["percent": 60])
// snippet.end
