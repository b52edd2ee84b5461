// expect: compile-error
// snippet.struct
@propertyWrapper
final class History<Value> {        // a class: shared and mutable, not Sendable
    var wrappedValue: Value { didSet { log.append(wrappedValue) } }
    private(set) var log: [Value] = []
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

struct ClimateSettings: Sendable {
    @History var targetCelsius = 21.0
}
// snippet.end

// snippet.class
final class SharedClimate: Sendable {
    @Clamped(0...100) var humidity = 60    // Clamped<Int> is a Sendable struct
}
// snippet.end

// snippet.isolation
@propertyWrapper
struct OnScreen<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }

    @MainActor var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
}

struct Panel {
    let name = "propagation bench"
    @OnScreen var brightness = 80
}

nonisolated func describe(_ panel: Panel) -> String {
    "\(panel.name) at \(panel.brightness)%"
}
// snippet.end
