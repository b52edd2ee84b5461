// expect: compile-error
// snippet.hide
import Foundation

// snippet.show
/// A sensor reports from whatever thread its driver uses,
/// so the action it stores must be safe to call from anywhere.
final class TemperatureSensor: Sendable {
    let onReading: @Sendable (Int) -> Void
    init(onReading: @escaping @Sendable (Int) -> Void) { self.onReading = onReading }
}

/// An ordinary class: mutable, unprotected, so not Sendable.
final class KilnLog {
    private var readings: [Int] = []
    func record(_ celsius: Int) {
        readings.append(celsius)
        print("record \(celsius) °C on the main thread: \(Thread.isMainThread)")
    }
}

func wire(_ log: KilnLog) -> TemperatureSensor {
    TemperatureSensor { celsius in log.record(celsius) }
}

/// A main-actor action is Sendable, but only the main actor may call it synchronously.
final class Thermocouple: Sendable {
    let onReading: @MainActor (Int) -> Void
    init(onReading: @escaping @MainActor (Int) -> Void) { self.onReading = onReading }
    func reportNow(_ celsius: Int) { onReading(celsius) }
}

// The sensor's driver reports from a thread of its own.
let sensor = wire(KilnLog())
await Task.detached { sensor.onReading(1040) }.value
