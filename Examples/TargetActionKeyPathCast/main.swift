final class FiringSchedule {
    let peakCelsius = 1220.0
    private(set) var rampPerHour = 100.0
}

// Outside the class, both key paths have the read-only static type KeyPath.
let peak: KeyPath<FiringSchedule, Double> = \.peakCelsius
let ramp: KeyPath<FiringSchedule, Double> = \.rampPerHour

let schedule = FiringSchedule()
for (name, path) in [("peakCelsius", peak), ("rampPerHour", ramp)] {
    if let writable = path as? ReferenceWritableKeyPath<FiringSchedule, Double> {
        schedule[keyPath: writable] = 5
        print("\(name): the cast succeeded and wrote 5")
    } else {
        print("\(name): the cast failed")
    }
}
print("rampPerHour is now \(schedule.rampPerHour)")
