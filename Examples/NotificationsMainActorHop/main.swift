import Foundation
import Synchronization

// snippet.reading
extension Notification.Name {
    static let homeBatteryLevelDidChange = Notification.Name("HomeBatteryLevelDidChange")
}

/// What the dashboard needs, copied out of the notification: a Sendable value.
struct BatteryReading: Sendable {
    let percent: Int
    init?(_ note: Notification) {
        guard let percent = note.userInfo?["percent"] as? Int else { return nil }
        self.percent = percent
    }
}

@MainActor final class Dashboard {
    func show(_ reading: BatteryReading) { print("  dashboard shows \(reading.percent)%") }
}

let center = NotificationCenter()
let dashboard = Dashboard()
// snippet.end

// snippet.inPlace
print("synchronous: queue .main, then assumeIsolated")
let inPlace = center.addObserver(forName: .homeBatteryLevelDidChange, object: nil,
                                 queue: .main) { note in
    guard let reading = BatteryReading(note) else { return }
    MainActor.assumeIsolated { dashboard.show(reading) }
}
print("  before post")
center.post(name: .homeBatteryLevelDidChange, object: nil, userInfo: ["percent": 64])
print("  after post")
center.removeObserver(inPlace)
// snippet.end

// snippet.hop
print("asynchronous: a task hops to the main actor")
let pendingHops = Mutex<[Task<Void, Never>]>([])
let hop = center.addObserver(forName: .homeBatteryLevelDidChange, object: nil,
                             queue: nil) { note in
    guard let reading = BatteryReading(note) else { return }
    let task = Task { @MainActor in dashboard.show(reading) }
    pendingHops.withLock { $0.append(task) }
}
print("  before post")
center.post(name: .homeBatteryLevelDidChange, object: nil, userInfo: ["percent": 63])
print("  after post")
for task in pendingHops.withLock({ $0 }) { await task.value }
print("  every hop has run")
center.removeObserver(hop)
// snippet.end
