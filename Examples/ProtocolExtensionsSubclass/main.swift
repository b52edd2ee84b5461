// snippet.types
protocol Alarm {
    func sound() -> String   // a requirement
}

extension Alarm {
    func sound() -> String { "beep" }
}

/// Takes the default: the extension's `sound()` becomes its witness.
class BasicSensor: Alarm {}

final class FrostSensor: BasicSensor {
    // No `override`: BasicSensor has no method of its own to override.
    func sound() -> String { "frost siren" }
}

/// Implements the requirement itself, so subclasses can override it.
class WiredSensor: Alarm {
    func sound() -> String { "beep" }
}

final class FloodSensor: WiredSensor {
    override func sound() -> String { "flood siren" }
}
// snippet.end

// snippet.run
func ring(_ alarm: some Alarm) -> String { alarm.sound() }

let frost = FrostSensor()
let asBasic: BasicSensor = frost
print("FrostSensor  as itself: \(frost.sound()), as BasicSensor: \(asBasic.sound()), "
    + "as some Alarm: \(ring(frost))")

let flood = FloodSensor()
let asWired: WiredSensor = flood
print("FloodSensor  as itself: \(flood.sound()), as WiredSensor: \(asWired.sound()), "
    + "as some Alarm: \(ring(flood))")
// snippet.end
