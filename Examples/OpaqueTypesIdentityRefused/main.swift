// expect: compile-error
// Each `some` is a type of its own, even where two hide the same concrete type.
// snippet.hide
let range = Celsius(degrees: 30)...Celsius(degrees: 37)
// snippet.show

// snippet.results
func broodSensor(forHive hive: Int) -> some Sensor & Equatable {
    Clamped(base: Thermometer(label: "brood, hive \(hive)", hourly: [35]), range: range)
}

func entranceSensor(forHive hive: Int) -> some Sensor & Equatable {
    Clamped(base: Thermometer(label: "entrance, hive \(hive)", hourly: [19]), range: range)
}

// Two functions, two opaque types: their results don't compare.
let same = broodSensor(forHive: 1) == entranceSensor(forHive: 1)
// snippet.end

// snippet.parameters
// Two `some` parameters are two generic parameters: their readings don't compare.
func isWarmer(_ a: some Sensor, than b: some Sensor) -> Bool {
    a.reading(atHour: 0) > b.reading(atHour: 0)
}
// snippet.end
