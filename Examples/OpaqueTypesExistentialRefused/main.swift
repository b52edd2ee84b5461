// expect: compile-error
// The same two uses with `any Sensor<Celsius>` instead of the eraser.
// snippet.hide
func isWarmer<S: Sensor>(_ a: S, than b: S, atHour hour: Int) -> Bool {
    a.reading(atHour: hour) > b.reading(atHour: hour)
}
// snippet.show
func standSensor(shaded: Bool) -> any Sensor<Celsius> {
    let probe = Thermometer(label: shaded ? "shaded stand" : "sunny stand", hourly: [24.5, 36.0])
    if shaded {
        return probe
    }
    return Clamped(base: probe, range: Celsius(degrees: 0)...Celsius(degrees: 30))
}

let shaded = standSensor(shaded: true)
let sunny = standSensor(shaded: false)

print(isWarmer(shaded, than: sunny, atHour: 1))
let capped = Clamped(base: shaded, range: Celsius(degrees: 0)...Celsius(degrees: 35))
