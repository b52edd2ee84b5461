/// An editable copy of a value that remembers which properties were changed.
@dynamicMemberLookup
struct Draft<Value> {
    private(set) var value: Value
    private(set) var changed: Set<PartialKeyPath<Value>> = []

    init(_ value: Value) { self.value = value }

    // Read-only properties of Value: read them, nothing more.
    subscript<Field>(dynamicMember path: KeyPath<Value, Field>) -> Field {
        value[keyPath: path]
    }

    // Writable ones: write them, and record the key path if the value really changed.
    subscript<Field: Equatable>(dynamicMember path: WritableKeyPath<Value, Field>) -> Field {
        get { value[keyPath: path] }
        set {
            guard value[keyPath: path] != newValue else { return }
            value[keyPath: path] = newValue
            changed.insert(path)
        }
    }
}
