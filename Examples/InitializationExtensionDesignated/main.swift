// expect: compile-error
class Carriage {
    let number: Int
    var seats: Int

    init(number: Int, seats: Int) {
        self.number = number
        self.seats = seats
    }
}

extension Carriage {
    /// Sets the stored properties itself, as only a designated initializer may.
    init(firstClassNumber number: Int) {
        self.number = number
        seats = 48
    }
}
