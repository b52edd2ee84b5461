// snippet.remover
/// Kept in its owner's `userInfo`. The owner releases it as it dies, and its `deinit`
/// removes the owner's entry at that moment, not at some later sweep.
final class EntryRemover {
    private let id: ObjectIdentifier
    private let remove: (ObjectIdentifier) -> Void

    init(for owner: AnyObject, remove: @escaping (ObjectIdentifier) -> Void) {
        id = ObjectIdentifier(owner)
        self.remove = remove
    }

    deinit {
        print("  remover: entry removed")
        remove(id)
    }
}

extension Peripheral.UserInfoKey {
    static let nicknameRemover = Self(rawValue: "com.example.fitness.nicknameRemover")
}

func setNickname(_ name: String, on device: Peripheral, in table: SideTable<Peripheral, String>) {
    table[device] = name
    // One remover per device: replacing it would run the old one's deinit, which
    // would remove the entry just written.
    if device.userInfo[.nicknameRemover] == nil {
        device.userInfo[.nicknameRemover] = EntryRemover(for: device) { table.removeEntry(for: $0) }
    }
}
// snippet.end

// snippet.main
let nicknames = SideTable<Peripheral, String>()

var strap: Peripheral? = Peripheral(advertisedName: "HRM-2291")
let scale = Peripheral(advertisedName: "SCALE-A4")
setNickname("Running strap", on: strap!, in: nicknames)
setNickname("Bathroom scale", on: scale, in: nicknames)
setNickname("Trail strap", on: strap!, in: nicknames)
setNickname("Race strap", on: strap!, in: nicknames)
print("after renaming twice: \(nicknames[strap!] ?? "nothing"), entries: \(nicknames.count)")

print("The strap goes out of range:")
strap = nil
print("entries: \(nicknames.count), with no sweep")
// snippet.end
