// snippet.wrapper
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    // What `$name` returns: the last request that had to be clamped.
    private(set) var projectedValue: Value?

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        projectedValue = range.contains(wrappedValue) ? nil : wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = range.contains(newValue) ? nil : newValue
        }
    }
}
// snippet.end

// snippet.type
struct Greenhouse {
    @Clamped(0...100) var humidity = 60
    @Clamped(5.0...35.0) var celsius = 20.0
}
// snippet.end

// snippet.main
var house = Greenhouse()
house.humidity = 140
house.celsius = 22.5
print("humidity \(house.humidity)%, last refused: \(house.$humidity.map(String.init) ?? "none")")
print("\(house.celsius) °C, last refused: \(house.$celsius.map { "\($0)" } ?? "none")")

let fromSensor = Greenhouse(humidity: -8, celsius: 50)
print("memberwise: \(fromSensor.humidity)%, \(fromSensor.celsius) °C")
// snippet.end
