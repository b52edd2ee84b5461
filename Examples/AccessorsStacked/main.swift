// snippet.logged
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var projectedValue: [String] = []   // $name: every value stored

    init(wrappedValue: Value) { value = wrappedValue }

    var wrappedValue: Value {
        get { value }
        set {
            projectedValue.append("\(newValue)")
            value = newValue
        }
    }
}

extension Clamped: CustomStringConvertible {
    var description: String { "\(wrappedValue)" }
}
// snippet.end

// snippet.type
struct Greenhouse {
    @Logged @Clamped(0...100) var humidity = 60

    func storage() -> String { "\(type(of: _humidity))" }
    var lastRefused: Int? { _humidity.wrappedValue.projectedValue }
}
// snippet.end

// snippet.main
var house = Greenhouse()
house.humidity = 140
house.humidity = 75
house.humidity = -5
print("humidity \(house.humidity)%")
print("log ($humidity): \(house.$humidity)")
print("clamp's last refusal: \(house.lastRefused!)")
print("storage: \(house.storage())")
// snippet.end
