// snippet.slider
/// A slider whose action is "write my value into this property of that object".
final class Slider {
    private(set) var value: Double
    private var writes: [(Double) -> Void] = []

    init(value: Double) { self.value = value }

    func bind<Target: AnyObject>(
        _ target: Target, _ property: ReferenceWritableKeyPath<Target, Double>
    ) {
        writes.append { [weak target] newValue in
            target?[keyPath: property] = newValue  // no live target, no write
        }
    }

    func drag(to newValue: Double) {
        print("drag to \(newValue)")
        value = newValue
        for write in writes { write(newValue) }
    }
}
// snippet.end

// snippet.targets
final class FiringSchedule {
    var rampPerHour = 100.0 {
        didSet { print("  schedule: ramp \(oldValue) -> \(rampPerHour) °C/h") }
    }
    deinit { print("schedule: deinit") }
}

final class RampLabel {
    var shown = 0.0 { didSet { print("  label: shows \(shown) °C/h") } }
}
// snippet.end

// snippet.main
let ramp = Slider(value: 100)
let label = RampLabel()
ramp.bind(label, \.shown)

do {
    let schedule = FiringSchedule()
    ramp.bind(schedule, \.rampPerHour)
    ramp.drag(to: 150)
}
ramp.drag(to: 80)
// snippet.end
