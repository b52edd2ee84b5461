// The same desk, with one factory method deciding which car fits a party.

protocol RentalCar {
    var name: String { get }
    var passengers: Int { get }
    var pricePerDay: Int { get }
}

// snippet.hide
struct Compact: RentalCar {
    let name = "VW Golf", passengers = 3, pricePerDay = 20
}
struct Sports: RentalCar {
    let name = "Porsche Boxster", passengers = 1, pricePerDay = 100
}
struct SUV: RentalCar {
    let name = "Cadillac Escalade", passengers = 8, pricePerDay = 75
}
struct Minivan: RentalCar {
    let name = "Ford Transit", passengers = 14, pricePerDay = 40
}
// snippet.show
// (Compact, Sports, SUV and Minivan are the same structs as before.)

// snippet.factory
/// The only code that knows which concrete car suits a party.
enum Fleet {
    static func car(forPassengers passengers: Int) -> (any RentalCar)? {
        switch passengers {
        case 1: Sports()
        case 2...3: Compact()
        case 4...8: SUV()
        case 9...14: Minivan()
        default: nil
        }
    }
}
// snippet.end

// snippet.consumers
struct CarSelector {
    func carName(forPassengers passengers: Int) -> String {
        Fleet.car(forPassengers: passengers)?.name ?? "nothing fits"
    }
}

struct PriceCalculator {
    func price(forPassengers passengers: Int, days: Int) -> Int? {
        Fleet.car(forPassengers: passengers).map { $0.pricePerDay * days }
    }
}
// snippet.end

let selector = CarSelector()
let calculator = PriceCalculator()

for party in [1, 3, 8, 12, 20] {
    let name = selector.carName(forPassengers: party)
    let price = calculator.price(forPassengers: party, days: 3)
        .map { "$\($0)" } ?? "no price"
    print("\(party) passengers for 3 days: \(name), \(price)")
}
