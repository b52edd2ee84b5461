// expect: compile-error
class Vessel {
    func boardingOrder() -> String { "cars, then foot passengers" }
}

extension Vessel {
    func safetyBriefing() -> String { "Life jackets are under the seats." }
}

class Catamaran: Vessel {
    // Overriding a member declared in the extension: refused.
    override func safetyBriefing() -> String { "Remain seated at speed." }
}

extension Catamaran {
    // Overriding a member of the class body from an extension: refused too.
    override func boardingOrder() -> String { "foot passengers only" }
}
