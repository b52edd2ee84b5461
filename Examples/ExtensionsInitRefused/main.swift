// expect: compile-error
class Vessel {
    let name: String
    let carDeck: Int

    init(name: String, carDeck: Int) {
        self.name = name
        self.carDeck = carDeck
    }
}

extension Vessel {
    // A convenience initializer delegates to a designated one: allowed.
    convenience init(footPassengerOnly name: String) {
        self.init(name: name, carDeck: 0)
    }

    // A designated initializer sets the stored properties itself: refused.
    init(charter name: String) {
        self.name = name
        self.carDeck = 10
    }
}
