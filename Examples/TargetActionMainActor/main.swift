// snippet.sensor
/// The stored action is isolated to the main actor: it may touch UI state,
/// and it is Sendable, so the sensor can be shared with any thread. `nonisolated` keeps
/// the sensor itself off the main actor, even where that is the default.
nonisolated final class TemperatureSensor: Sendable {
    private let onReading: @MainActor (Int) -> Void
    init(onReading: @escaping @MainActor (Int) -> Void) { self.onReading = onReading }

    /// Called by the driver, on whatever thread it runs.
    func report(_ celsius: Int) async {
        await onReading(celsius)  // hop to the main actor to run the action
    }
}
// snippet.end

// snippet.target
/// A UI target: isolated to the main actor, like every UIKit view and controller.
@MainActor final class KilnLog {
    private(set) var readings: [Int] = []
    func record(_ celsius: Int) {
        readings.append(celsius)
        print("log: \(celsius) °C")
    }
}
// snippet.end

// snippet.main
let log = KilnLog()
let sensor = TemperatureSensor { celsius in log.record(celsius) }

let driver = Task.detached {  // not on the main actor
    for celsius in [600, 900, 1180] { await sensor.report(celsius) }
}
await driver.value
print("readings: \(log.readings)")
// snippet.end
