// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
// snippet.hide
/// MementoNotSendable's types and its `save`, unchanged.
final class Photo {
    var caption = ""
}

struct Snapshot {
    let distance: Int
    let photo: Photo
}

actor Backup {
    private var kept: [Snapshot] = []
    func keep(_ snapshot: Snapshot) { kept.append(snapshot) }
    // snippet.show
    // snippet.caption
    /// Added here: the backup reads a main-actor photo's caption, with `await`.
    func lastCaption() async -> String {
        guard let last = kept.last else { return "none" }
        return await last.photo.caption
    }
    // snippet.end
    // snippet.hide
}

func save(_ snapshot: Snapshot, to backup: Backup) async {
    await backup.keep(snapshot)
}
// snippet.show

// snippet.run
let photo = Photo()
photo.caption = "Cairn at the col"
let backup = Backup()
await save(Snapshot(distance: 14, photo: photo), to: backup)
photo.caption = "Cairn at the col, in fog"  // the main actor may go on changing it
print("backup's last caption: \(await backup.lastCaption())")
// snippet.end
