// Hive sensors: a protocol with an associated type, two readings and a wrapper.

protocol Sensor<Reading> {
    associatedtype Reading: Comparable & CustomStringConvertible
    var label: String { get }
    func reading(atHour hour: Int) -> Reading
}

struct Celsius: Comparable, CustomStringConvertible {
    var degrees: Double
    var description: String { "\(degrees) °C" }
    static func < (a: Celsius, b: Celsius) -> Bool { a.degrees < b.degrees }
}

struct Thermometer: Sensor, Equatable {
    let label: String
    let hourly: [Double]
    func reading(atHour hour: Int) -> Celsius {
        Celsius(degrees: hourly[hour % hourly.count])
    }
}

// Keeps any sensor's readings inside a range: a generic type that wraps another sensor.
struct Clamped<Base: Sensor>: Sensor {
    let base: Base
    let range: ClosedRange<Base.Reading>
    var label: String { base.label }
    func reading(atHour hour: Int) -> Base.Reading {
        min(max(base.reading(atHour: hour), range.lowerBound), range.upperBound)
    }
}

extension Clamped: Equatable where Base: Equatable {}
