// expect: compile-error
// One opaque result, two concrete types: the compiler can't pick one to hide.
func standSensor(shaded: Bool) -> some Sensor<Celsius> {
    let probe = Thermometer(label: "stand probe", hourly: [24.5, 31.0])
    if shaded {
        return probe
    }
    return Clamped(base: probe, range: Celsius(degrees: 0)...Celsius(degrees: 30))
}
