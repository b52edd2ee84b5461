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

