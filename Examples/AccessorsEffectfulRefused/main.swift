// expect: compile-error
struct Bed {
    var moisture: Int {
        get async throws { 40 }
        set { print("calibrate to \(newValue)") }   // effects allow no setter
    }
}

@propertyWrapper
struct Remote {
    var wrappedValue: Int {
        get async { 40 }                            // nor may a wrapper's getter suspend
    }
}
