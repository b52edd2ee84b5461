// A factory that hands out fresh objects for some types and a shared one for another.

protocol RentalCar: AnyObject {
    var name: String { get }
}

// snippet.types
/// One per rental: it records its own mileage.
final class Compact: RentalCar {
    let name = "VW Golf"
    var kilometres = 0
}

/// The airport shuttle runs a fixed loop for everyone, so there is only ever one.
/// `static let` in Swift 6 demands a Sendable type: immutable and final.
final class Shuttle: RentalCar, Sendable {
    static let shared = Shuttle()
    let name = "Airport shuttle"
    let stops = ["Terminal 1", "Terminal 2", "Car park"]
    private init() {}
}
// snippet.end

// snippet.factory
enum Fleet {
    static func car(forPassengers passengers: Int) -> (any RentalCar)? {
        switch passengers {
        case 1...3: Compact()
        case 15...50: Shuttle.shared
        default: nil
        }
    }
}
// snippet.end

// snippet.desk
let first = Fleet.car(forPassengers: 2)!
let second = Fleet.car(forPassengers: 3)!
print("two compacts are one object: \(first === second)")

if let golf = first as? Compact {
    golf.kilometres += 240
}
for car in [first, second] {
    if let golf = car as? Compact {
        print("\(golf.name): \(golf.kilometres) km")
    }
}

let school = Fleet.car(forPassengers: 30)!
let choir = Fleet.car(forPassengers: 40)!
print("two shuttle bookings are one object: \(school === choir)")
print("\(choir.name) stops at \(Shuttle.shared.stops.joined(separator: ", "))")
// snippet.end
