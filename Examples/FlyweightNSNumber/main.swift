import Foundation

// Two requests for the same number: equal values, but the same object?
for value in [12, 13] {
    let first = NSNumber(value: value), second = NSNumber(value: value)
    print("\(value): equal \(first == second), same object \(first === second)")
}
