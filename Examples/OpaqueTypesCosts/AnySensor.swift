// snippet.eraser
// A type eraser: one concrete type that can wrap any sensor whose readings are `Reading`.
struct AnySensor<Reading: Comparable & CustomStringConvertible>: Sensor {
    let label: String
    private let read: (Int) -> Reading

    init<Wrapped: Sensor>(_ sensor: Wrapped) where Wrapped.Reading == Reading {
        label = sensor.label
        read = sensor.reading(atHour:)      // the closure keeps the wrapped sensor alive
    }

    func reading(atHour hour: Int) -> Reading { read(hour) }
}
// snippet.end
