/// Anything the terminal's loudspeaker can read out.
protocol Announceable {
    var announcement: String { get }
}

/// One departure of the island ferry. The type body holds only
/// what every instance stores, and the initializer.
struct Sailing {
    let route: String
    let departure: Int               // minutes after midnight
    let carSpaces: Int
    private(set) var carsBooked = 0

    init(route: String, departure: Int, carSpaces: Int) {
        self.route = route
        self.departure = departure
        self.carSpaces = carSpaces
    }
}

// MARK: - Booking

extension Sailing {
    var spacesLeft: Int { carSpaces - carsBooked }

    mutating func book(cars: Int) -> Bool {
        guard cars <= spacesLeft else { return false }
        carsBooked += cars
        return true
    }
}

// MARK: - Identifiable

extension Sailing: Identifiable {
    var id: String { "\(route)@\(clock)" }
}

// MARK: - Announceable

extension Sailing: Announceable {
    var announcement: String {
        spacesLeft == 0
            ? "The \(clock) sailing to \(route) is full."
            : "The \(clock) sailing to \(route) has \(spacesLeft) car spaces."
    }
}

// MARK: - Formatting (this file only)

private extension Sailing {
    var clock: String {
        let hours = departure / 60, minutes = departure % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }
}
