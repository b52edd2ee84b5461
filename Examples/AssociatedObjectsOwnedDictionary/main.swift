// snippet.roster
/// The screen that lists paired devices owns the names it shows.
struct PairedDevices {
    private var nicknames: [String: String] = [:]   // device identifier -> nickname

    mutating func name(_ device: Peripheral, _ nickname: String) {
        nicknames[device.identifier] = nickname
    }

    func title(for device: Peripheral) -> String {
        nicknames[device.identifier] ?? device.advertisedName
    }

    mutating func forget(_ device: Peripheral) {
        nicknames[device.identifier] = nil
    }
}
// snippet.end

// snippet.main
var paired = PairedDevices()
var strap = Peripheral(identifier: "C4:7A:10:2E", advertisedName: "HRM-2291")
paired.name(strap, "Running strap")
print("shown as: \(paired.title(for: strap))")

// The strap leaves and comes back: the kit hands us a brand-new object.
let firstVisit = ObjectIdentifier(strap)
strap = Peripheral(identifier: "C4:7A:10:2E", advertisedName: "HRM-2291")
print("same object as before: \(ObjectIdentifier(strap) == firstVisit)")
print("shown as: \(paired.title(for: strap))")

paired.forget(strap)
print("after forgetting: \(paired.title(for: strap))")
// snippet.end
