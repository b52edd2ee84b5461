// Nicknames the user gave to devices, keyed by the object's identity.
var nicknames: [ObjectIdentifier: String] = [:]

var strap: Peripheral? = Peripheral(advertisedName: "HRM-2291")
nicknames[ObjectIdentifier(strap!)] = "Running strap"
let strapID = ObjectIdentifier(strap!)
print("HRM-2291 is called \(nicknames[ObjectIdentifier(strap!)] ?? "nothing")")

print("The strap goes out of range:")
strap = nil
print("entries left in the table: \(nicknames.count)")

print("A thermometer comes into range:")
let thermometer = Peripheral(advertisedName: "THERM-07")
print("same identifier as the dead strap: \(ObjectIdentifier(thermometer) == strapID)")
print("THERM-07 is called \(nicknames[ObjectIdentifier(thermometer)] ?? "nothing")")
