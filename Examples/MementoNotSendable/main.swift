// expect: compile-error
/// A photo taken along the way can be captioned later: a class with mutable state.
final class Photo {
    var caption = ""
}

/// Not public, so Swift would infer Sendable, if every stored property were.
struct Snapshot {
    let distance: Int
    let photo: Photo
}

actor Backup {
    private var kept: [Snapshot] = []
    func keep(_ snapshot: Snapshot) { kept.append(snapshot) }
}

func save(_ snapshot: Snapshot, to backup: Backup) async {
    await backup.keep(snapshot)
}

func saveFresh(distance: Int, to backup: Backup) async {
    let snapshot = Snapshot(distance: distance, photo: Photo())
    await backup.keep(snapshot)  // nothing else can reach this one: it may be sent
}
