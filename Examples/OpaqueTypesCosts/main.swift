// One clamped thermometer, held three ways, and what each way stores.
func broodSensor() -> some Sensor<Celsius> {
    Clamped(base: Thermometer(label: "brood", hourly: [35.2]),
            range: Celsius(degrees: 30)...Celsius(degrees: 37))
}

let opaque = broodSensor()
let existential: any Sensor<Celsius> = broodSensor()
let erased = AnySensor(broodSensor())

print("some Sensor<Celsius>:", MemoryLayout.size(ofValue: opaque), "bytes: the value itself")
print("any Sensor<Celsius>: ", MemoryLayout.size(ofValue: existential), "bytes: buffer, type, witness table")
print("AnySensor<Celsius>:  ", MemoryLayout.size(ofValue: erased), "bytes: a label and a closure")
print("Same reading three ways:",
      opaque.reading(atHour: 0), existential.reading(atHour: 0), erased.reading(atHour: 0))
