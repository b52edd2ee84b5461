/// Values attached to objects we don't own, kept beside them rather than in them.
final class SideTable<Owner: AnyObject, Value> {
    private struct Entry {
        weak var owner: Owner?   // does not keep the owner alive
        var value: Value
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Entries held, including any whose owner has died since the last sweep.
    var count: Int { entries.count }

    subscript(owner: Owner) -> Value? {
        get {
            // An entry counts only if it still points at this very object: a dead
            // owner's address may have been reused by a newcomer.
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner
            else { return nil }
            return entry.value
        }
        set {
            entries[ObjectIdentifier(owner)] = newValue.map { Entry(owner: owner, value: $0) }
        }
    }

    // snippet.remove
    /// Drops one owner's entry, by identifier: for cleanup that runs as the owner dies.
    func removeEntry(for id: ObjectIdentifier) {
        entries[id] = nil
    }
    // snippet.end
}
