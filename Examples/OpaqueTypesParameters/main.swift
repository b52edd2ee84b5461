// snippet.sugar
// `some Sensor` as a parameter: shorthand for a generic parameter the caller fills in.
func summary(of sensor: some Sensor, hours: Range<Int>) -> String {
    let values = hours.map(sensor.reading(atHour:))
    return "\(sensor.label): \(values.min()!) to \(values.max()!)"
}

// Both arguments must be the same type, so the parameter needs a name.
func isWarmer<S: Sensor>(_ a: S, than b: S, atHour hour: Int) -> Bool {
    a.reading(atHour: hour) > b.reading(atHour: hour)
}
// snippet.end

let roof = Thermometer(label: "roof", hourly: [18.5, 26.0, 44.5])
let clampedRoof = Clamped(base: roof, range: Celsius(degrees: -10)...Celsius(degrees: 40))
let porch = Thermometer(label: "porch", hourly: [17.0, 22.5, 29.0])

print(summary(of: roof, hours: 0..<3))            // S is Thermometer
print(summary(of: clampedRoof, hours: 0..<3))     // S is Clamped<Thermometer>
print("Roof warmer than porch at noon:", isWarmer(roof, than: porch, atHour: 2))
