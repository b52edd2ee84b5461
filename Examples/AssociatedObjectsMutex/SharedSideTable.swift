import Synchronization

// snippet.table
/// A side table that any thread or task may use: the dictionary lives inside a `Mutex`.
nonisolated final class SharedSideTable<Owner: AnyObject & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        weak var owner: Owner?
        var value: Value
    }
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    var count: Int { entries.withLock { $0.count } }

    subscript(owner: Owner) -> Value? {
        get {
            entries.withLock { entries in
                guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner
                else { return nil }
                return entry.value
            }
        }
        set {
            entries.withLock { entries in
                entries[ObjectIdentifier(owner)] = newValue.map { Entry(owner: owner, value: $0) }
            }
        }
    }

    @discardableResult
    func removeDeadEntries() -> Int {
        entries.withLock { entries in
            let before = entries.count
            entries = entries.filter { $0.value.owner != nil }
            return before - entries.count
        }
    }
}
// snippet.end
