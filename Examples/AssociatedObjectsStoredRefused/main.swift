// expect: compile-error
// The app wants to remember what the user called each device.
extension Peripheral {
    var nickname: String? = nil
}

let strap = Peripheral(advertisedName: "HRM-2291")
strap.nickname = "Running strap"
