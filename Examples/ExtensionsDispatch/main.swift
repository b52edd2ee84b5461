protocol Inspectable {}

extension Inspectable {
    // Not a requirement: a member that every conforming type gets.
    var inspectionInterval: String { "every 12 months" }
}

class Vessel {
    // Declared in the class body: subclasses override it, calls go through the vtable.
    func boardingOrder() -> String { "cars, then foot passengers" }
}

extension Vessel: Inspectable {}

final class Catamaran: Vessel {
    override func boardingOrder() -> String { "foot passengers only" }

    // Compiles, but overrides nothing: Vessel's member came from a protocol extension.
    var inspectionInterval: String { "every 6 months" }
}

let catamaran = Catamaran()
let asVessel: Vessel = catamaran

print("As Catamaran:", catamaran.boardingOrder(), "/", catamaran.inspectionInterval)
print("As Vessel:   ", asVessel.boardingOrder(), "/", asVessel.inspectionInterval)
