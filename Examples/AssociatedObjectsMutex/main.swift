// snippet.extension
/// `nonisolated`: any task may use these, even where the module defaults to the main actor.
nonisolated extension Peripheral {
    /// Accepted because the table is `Sendable`. Internal only so that this
    /// demo can count entries; keep it `private` in real code.
    static let nicknames = SharedSideTable<Peripheral, String>()

    /// Reads and writes like a stored property; lives in the table.
    var nickname: String? {
        get { Self.nicknames[self] }
        set { Self.nicknames[self] = newValue }
    }
}
// snippet.end

// snippet.main
var tags = (1...40).map { Peripheral(advertisedName: "TAG-\($0)") }

// Forty tasks name forty tags at once.
await withTaskGroup(of: Void.self) { group in
    for tag in tags {
        group.addTask { tag.nickname = "Luggage tag \(tag.advertisedName.dropFirst(4))" }
    }
}
print("named: \(tags.filter { $0.nickname != nil }.count), entries: \(Peripheral.nicknames.count)")
print("TAG-7 is called \(tags[6].nickname ?? "nothing")")

tags.removeLast(30)   // thirty tags go out of range
print("removed \(Peripheral.nicknames.removeDeadEntries()) dead entries,",
      "entries: \(Peripheral.nicknames.count)")
// snippet.end
