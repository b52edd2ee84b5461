// snippet.mixins
/// Runs during some hours of the day.
protocol Scheduled {
    var hours: ClosedRange<Int> { get }
}

extension Scheduled {
    func isOn(at hour: Int) -> Bool { hours.contains(hour) }
}

/// Draws power while it runs.
protocol Metered {
    var watts: Int { get }
}

extension Metered {
    func wattHours(running hours: Int) -> Int { watts * hours }
}
// snippet.end

// snippet.devices
struct GrowLight: Scheduled, Metered {
    let hours = 6...21
    let watts = 120

    var dailyUse: Int { wattHours(running: hours.count) }
}

struct Heater: Metered {
    let watts = 800
}

struct RainSensor: Scheduled {
    let hours = 0...23
}
// snippet.end

// snippet.run
let light = GrowLight()
print("Grow light on at 5: \(light.isOn(at: 5)), at 12: \(light.isOn(at: 12))")
print("Grow light uses \(light.dailyUse) Wh a day")
print("Heater, 3 hours: \(Heater().wattHours(running: 3)) Wh")
print("Rain sensor on at 2: \(RainSensor().isOn(at: 2))")
// snippet.end
