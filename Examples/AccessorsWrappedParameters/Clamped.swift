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
