// expect: compile-error
// snippet.hide
final class Slider {
    func bind<Target: AnyObject>(
        _ target: Target, _ property: ReferenceWritableKeyPath<Target, Double>
    ) {}
}
// snippet.show
final class FiringSchedule {
    let peakCelsius = 1220.0
    private(set) var rampPerHour = 100.0
}

let slider = Slider()
let schedule = FiringSchedule()
slider.bind(schedule, \.peakCelsius)
slider.bind(schedule, \.rampPerHour)
