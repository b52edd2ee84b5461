// snippet.sugar
struct Greenhouse {
    @Clamped(0...100) var humidity = 60

    func storage() -> String { "_humidity: \(type(of: _humidity))" }
}
// snippet.end

// snippet.expanded
// Roughly what the compiler writes for the declaration above.
struct HandExpanded {
    private var _humidity = Clamped(wrappedValue: 60, 0...100)

    var humidity: Int {
        get { _humidity.wrappedValue }
        set { _humidity.wrappedValue = newValue }
    }

    // The compiler calls this one `$humidity`, a name you can't declare yourself.
    var humidityProjection: Int? { _humidity.projectedValue }

    init(humidity: Int = 60) {
        _humidity = Clamped(wrappedValue: humidity, 0...100)
    }
}
// snippet.end

// snippet.main
var sugar = Greenhouse(humidity: 130)
var expanded = HandExpanded(humidity: 130)
print("sugar: \(sugar.humidity)%, refused \(sugar.$humidity!)")
print("expanded: \(expanded.humidity)%, refused \(expanded.humidityProjection!)")
sugar.humidity = 45
expanded.humidity = 45
print("after 45: \(sugar.humidity)% and \(expanded.humidity)%")
print(sugar.storage())
// snippet.end
