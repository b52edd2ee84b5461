// expect: compile-error
/// A receipt photo's caption can be edited: a class with mutable state.
final class Receipt {
    var caption = ""
}

/// Not public, so Swift would infer Sendable, if every stored property were.
struct Snapshot {
    let total: Int
    let receipt: Receipt
}

actor Backup {
    private var kept: [Snapshot] = []
    func keep(_ snapshot: Snapshot) { kept.append(snapshot) }
}

func save(_ snapshot: Snapshot, to backup: Backup) async {
    await backup.keep(snapshot)
}

func saveFresh(total: Int, to backup: Backup) async {
    let snapshot = Snapshot(total: total, receipt: Receipt())
    await backup.keep(snapshot)  // nothing else can reach this one: it may be sent
}
