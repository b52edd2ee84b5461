// The vessel and berth types of KeyPathsKinds, in Harbour.swift.
let heron = Vessel(hullID: "GB-4471", name: "Grey Heron")
let berth = Berth(number: 12, tariffPerNight: 42)

let columns: [PartialKeyPath<Vessel>] = [\.hullID, \.name]   // the Value type is erased
print("columns:", columns.map { heron[keyPath: $0] })      // so each value comes back as Any

let anyRoot: [AnyKeyPath] = [\Vessel.name, \Berth.number]  // the Root type is erased too
for path in anyRoot {
    let onBerth = berth[keyPath: path].map { "\($0)" } ?? "nil, wrong root"
    let isVesselName = path is KeyPath<Vessel, String>
    print("on the berth:", onBerth, "| a Vessel String key path:", isVesselName)
}
