// The base class picks a category; each category's own factory method picks the model.

// snippet.base
class RentalCar {
    var name: String { "unassigned" }
    var passengers: Int { 0 }
    var pricePerDay: Int { 0 }

    /// Lets a metatype such as `Compact.self` make an instance. Every subclass keeps it.
    required init() {}

    /// The factory callers use: it only chooses a category.
    static func make(forPassengers passengers: Int) -> RentalCar? {
        let category: RentalCar.Type? = switch passengers {
        case 1: Sports.self
        case 2...3: Compact.self
        case 4...8: SUV.self
        default: nil
        }
        return category?.model(forPassengers: passengers)
    }

    /// A category's factory method. By default a category has exactly one model.
    class func model(forPassengers passengers: Int) -> RentalCar {
        self.init()
    }
}
// snippet.end

// snippet.compact
class Compact: RentalCar {
    override var name: String { "VW Golf" }
    override var passengers: Int { 3 }
    override var pricePerDay: Int { 20 }

    /// The compact category knows its own models; the base class never hears of them.
    override class func model(forPassengers passengers: Int) -> RentalCar {
        passengers <= 2 ? SmallCompact() : Compact()
    }
}

final class SmallCompact: Compact {
    override var name: String { "Fiat 500" }
    override var passengers: Int { 2 }
    override var pricePerDay: Int { 15 }
}
// snippet.end

final class Sports: RentalCar {
    override var name: String { "Porsche Boxster" }
    override var passengers: Int { 1 }
    override var pricePerDay: Int { 100 }
}

// snippet.suv
final class SUV: RentalCar {
    let trim: String

    init(trim: String) {
        self.trim = trim
        super.init()
    }

    /// A designated init of its own means SUV must restate the required one.
    required convenience init() {
        self.init(trim: "Premium")
    }

    override var name: String { "Cadillac Escalade \(trim)" }
    override var passengers: Int { 8 }
    override var pricePerDay: Int { 75 }
}
// snippet.end

// snippet.desk
for party in [1, 2, 3, 6, 20] {
    guard let car = RentalCar.make(forPassengers: party) else {
        print("\(party) passengers: nothing fits")
        continue
    }
    print("\(party) passengers: \(car.name), $\(car.pricePerDay)/day [\(type(of: car))]")
}
// snippet.end
