class Carriage {
    var seats: Int {
        didSet { print("  Carriage.seats didSet: \(oldValue) → \(seats)") }
    }

    init(seats: Int) {
        self.seats = seats        // setting its own property during init: no observer
        print("  Carriage.init set seats to \(seats)")
        self.seats = seats + 2    // still inside the class's own init: still no observer
    }
}

final class SleeperCarriage: Carriage {
    init(cabins: Int) {
        super.init(seats: 0)
        seats = cabins * 4        // an inherited property, after super.init: observer runs
    }
}

print("Carriage(seats: 60)")
let day = Carriage(seats: 60)
print("SleeperCarriage(cabins: 10)")
_ = SleeperCarriage(cabins: 10)
print("day.seats = 58 after init")
day.seats = 58
