// A module that uses BerthCodes for its own work and says nothing about it.
import BerthCodes

public func boardLine(_ vessel: String, berth: String) -> String {
    berth.isBerthCode ? "\(vessel) at \(berth)" : "\(vessel): no berth"
}
