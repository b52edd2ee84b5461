// snippet.main
let nicknames = SideTable<Peripheral, String>()

var strap: Peripheral? = Peripheral(advertisedName: "HRM-2291")
let scale = Peripheral(advertisedName: "SCALE-A4")
nicknames[strap!] = "Running strap"
nicknames[scale] = "Bathroom scale"
print("HRM-2291 is called \(nicknames[strap!] ?? "nothing"), entries: \(nicknames.count)")
let strapID = ObjectIdentifier(strap!)

print("The strap goes out of range:")
strap = nil
print("entries: \(nicknames.count) (one of them dead)")

print("A thermometer comes into range:")
let thermometer = Peripheral(advertisedName: "THERM-07")
print("same identifier as the dead strap: \(ObjectIdentifier(thermometer) == strapID)")
print("THERM-07 is called \(nicknames[thermometer] ?? "nothing")")

print("Sweep: removed \(nicknames.removeDeadEntries()), entries: \(nicknames.count)")
nicknames[thermometer] = "Greenhouse"
print("THERM-07 is called \(nicknames[thermometer] ?? "nothing"), entries: \(nicknames.count)")
print("SCALE-A4 is still called \(nicknames[scale] ?? "nothing")")
// snippet.end
