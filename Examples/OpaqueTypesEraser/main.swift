// snippet.hide
func isWarmer<S: Sensor>(_ a: S, than b: S, atHour hour: Int) -> Bool {
    a.reading(atHour: hour) > b.reading(atHour: hour)
}
// snippet.show
// snippet.branches
// Both branches now return the same type: AnySensor<Celsius>.
func standSensor(shaded: Bool) -> AnySensor<Celsius> {
    let probe = Thermometer(label: shaded ? "shaded stand" : "sunny stand", hourly: [24.5, 36.0])
    if shaded {
        return AnySensor(probe)
    }
    return AnySensor(Clamped(base: probe, range: Celsius(degrees: 0)...Celsius(degrees: 30)))
}
// snippet.end

// snippet.conforms
let shaded = standSensor(shaded: true)
let sunny = standSensor(shaded: false)

// The eraser is a Sensor, so generic code takes it, even where the types must match...
print("Shaded warmer at hour 1:", isWarmer(shaded, than: sunny, atHour: 1))

// ...and other generic sensors can wrap it.
let capped = Clamped(base: shaded, range: Celsius(degrees: 0)...Celsius(degrees: 35))
print(capped.label, "reads", capped.reading(atHour: 1), "instead of", shaded.reading(atHour: 1))
// snippet.end
