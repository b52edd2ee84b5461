let broodLog: [Int: [Double]] = [
    1: [34.6, 35.1, 41.0, 34.9],     // 41.0: the probe touched the lid in the sun
    2: [33.8, 34.2, 34.4, 33.9],
]

// snippet.opaque
// The caller learns "some Sensor that is Equatable"; the body alone knows which.
func broodSensor(forHive hive: Int) -> some Sensor & Equatable {
    Clamped(
        base: Thermometer(label: "brood, hive \(hive)", hourly: broodLog[hive] ?? []),
        range: Celsius(degrees: 30)...Celsius(degrees: 37)
    )
}
// snippet.end

// snippet.use
let hiveOne = broodSensor(forHive: 1)
let readings = (0..<4).map(hiveOne.reading(atHour:))
print(hiveOne.label, readings)
print("Warmest:", readings.max()!)                       // Reading is Comparable

let hiveTwo = broodSensor(forHive: 2)                    // every call: the same hidden type
print("Hive 1 warmer at 2 a.m.:", hiveOne.reading(atHour: 2) > hiveTwo.reading(atHour: 2))
print("Same sensor twice:", hiveOne == broodSensor(forHive: 1))
print("Hives 1 and 2:", hiveOne == hiveTwo)
print("At run time:", type(of: hiveOne))
// snippet.end
