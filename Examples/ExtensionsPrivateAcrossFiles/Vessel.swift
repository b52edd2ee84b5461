final class Vessel {
    let name: String
    private var engineHours = 0

    init(name: String) { self.name = name }
}

// Same file as the class: its private members are visible here.
extension Vessel {
    func logCrossing(hours: Int) { engineHours += hours }
    var serviceDue: Bool { engineHours >= 250 }
}
