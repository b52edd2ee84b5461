// The rental desk's cars. Two consumers each decide on their own which one fits.

// snippet.cars
protocol RentalCar {
    var name: String { get }
    var passengers: Int { get }
    var pricePerDay: Int { get }
}

struct Compact: RentalCar {
    let name = "VW Golf", passengers = 3, pricePerDay = 20
}
struct Sports: RentalCar {
    let name = "Porsche Boxster", passengers = 1, pricePerDay = 100
}
struct SUV: RentalCar {
    let name = "Cadillac Escalade", passengers = 8, pricePerDay = 75
}
// Added last month. Only one of the two consumers below heard about it.
struct Minivan: RentalCar {
    let name = "Ford Transit", passengers = 14, pricePerDay = 40
}
// snippet.end

// snippet.consumers
struct CarSelector {
    func carName(forPassengers passengers: Int) -> String {
        let car: (any RentalCar)? = switch passengers {
        case 1: Sports()
        case 2...3: Compact()
        case 4...8: SUV()
        case 9...14: Minivan()
        default: nil
        }
        return car?.name ?? "nothing fits"
    }
}

struct PriceCalculator {
    func price(forPassengers passengers: Int, days: Int) -> Int? {
        let car: (any RentalCar)? = switch passengers {
        case 1: Sports()
        case 2...3: Compact()
        case 4...8: SUV()
        default: nil
        }
        return car.map { $0.pricePerDay * days }
    }
}
// snippet.end

// snippet.desk
let selector = CarSelector()
let calculator = PriceCalculator()

for party in [1, 3, 8, 12] {
    let name = selector.carName(forPassengers: party)
    let price = calculator.price(forPassengers: party, days: 3)
        .map { "$\($0)" } ?? "no price"
    print("\(party) passengers for 3 days: \(name), \(price)")
}
// snippet.end
