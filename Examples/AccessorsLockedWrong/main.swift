import Synchronization

// snippet.wrapper
@propertyWrapper
final class Locked<Value: Sendable>: Sendable {
    private let state: Mutex<Value>

    init(wrappedValue: Value) { state = Mutex(wrappedValue) }

    var wrappedValue: Value {
        get { state.withLock { print("    lock, read \($0), unlock"); return $0 } }
        set { state.withLock { print("    lock, write \(newValue), unlock"); $0 = newValue } }
    }

    // $name hands out the wrapper itself, for operations that need the lock held.
    var projectedValue: Locked<Value> { self }

    func update(_ change: (inout Value) -> Void) {
        state.withLock {
            change(&$0)
            print("    lock, update to \($0), unlock")
        }
    }
}
// snippet.end

// snippet.main
final class HarvestTally {
    @Locked var crates = 0
}

let tally = HarvestTally()
print("tally.crates += 1")
tally.crates += 1
print("tally.$crates.update { $0 += 1 }")
tally.$crates.update { $0 += 1 }
print("crates: \(tally.crates)")
// snippet.end
