// snippet.wrapper
/// The app's own type: the kit's object plus the state the app needs beside it.
@dynamicMemberLookup
struct Gadget {
    let device: Peripheral
    var nickname: String
    var pinned = false

    /// Every read-only property of the device reads through the wrapper.
    subscript<T>(dynamicMember keyPath: KeyPath<Peripheral, T>) -> T {
        device[keyPath: keyPath]
    }
}
// snippet.end

// snippet.main
var gadgets = [
    Gadget(device: Peripheral(advertisedName: "HRM-2291", batteryPercent: 64),
           nickname: "Running strap"),
    Gadget(device: Peripheral(advertisedName: "SCALE-A4", batteryPercent: 12),
           nickname: "Bathroom scale"),
]
gadgets[1].pinned = true

for gadget in gadgets {
    let pin = gadget.pinned ? ", pinned" : ""
    print("\(gadget.nickname) (\(gadget.advertisedName)): battery \(gadget.batteryPercent)%\(pin)")
}
// snippet.end
