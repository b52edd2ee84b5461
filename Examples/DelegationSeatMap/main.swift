// snippet.seat
struct Seat: CustomStringConvertible {
    let row: Character
    let number: Int
    let isSold: Bool
    var description: String { "\(row)\(number)" }
}
// snippet.end

// snippet.protocols
/// Supplies what the map shows. Every method is required: a map can't guess its seats.
protocol SeatMapViewDataSource: AnyObject {
    func numberOfSeats(in seatMap: SeatMapView) -> Int
    func seatMap(_ seatMap: SeatMapView, seatAt index: Int) -> Seat
}

/// Hears about, and may veto, what the user does with the map.
protocol SeatMapViewDelegate: AnyObject {
    func seatMap(_ seatMap: SeatMapView, shouldSelect seat: Seat) -> Bool
    func seatMap(_ seatMap: SeatMapView, willSelect seat: Seat)
    func seatMap(_ seatMap: SeatMapView, didSelect seat: Seat)
}
// snippet.end

// snippet.view
/// A reusable control, like a table view: it knows seats and taps, not bookings.
final class SeatMapView {
    weak var dataSource: (any SeatMapViewDataSource)?
    weak var delegate: (any SeatMapViewDelegate)?
    private var seats: [Seat] = []
    private(set) var selection: [Seat] = []

    func reloadData() {
        guard let dataSource else { return }
        let count = dataSource.numberOfSeats(in: self)
        seats = (0..<count).map { dataSource.seatMap(self, seatAt: $0) }
        print("map shows \(seats.map(\.description).joined(separator: " "))")
    }

    /// What a touch on the seat would trigger in a real view.
    func tap(_ label: String) {
        guard let seat = seats.first(where: { $0.description == label }) else { return }
        print("tap \(seat)")
        if let delegate {
            guard delegate.seatMap(self, shouldSelect: seat) else { return }
            delegate.seatMap(self, willSelect: seat)
        }
        selection.append(seat)  // with no delegate, every tap selects
        delegate?.seatMap(self, didSelect: seat)
    }
}
// snippet.end

// snippet.owners
/// The data source is an object of its own: it knows the hall, not the screen.
final class HallPlan: SeatMapViewDataSource {
    private let seats = [
        Seat(row: "A", number: 1, isSold: false), Seat(row: "A", number: 2, isSold: true),
        Seat(row: "A", number: 3, isSold: false), Seat(row: "B", number: 1, isSold: false),
    ]
    func numberOfSeats(in seatMap: SeatMapView) -> Int { seats.count }
    func seatMap(_ seatMap: SeatMapView, seatAt index: Int) -> Seat { seats[index] }
}

/// Owns the map (strongly), is its delegate (the map holds it weakly).
final class BookingScreen: SeatMapViewDelegate {
    let seatMap = SeatMapView()
    private let limit: Int

    init(plan: HallPlan, limit: Int) {  // what it needs comes in...
        self.limit = limit
        seatMap.dataSource = plan
        seatMap.delegate = self          // ...what happens goes out
        seatMap.reloadData()
    }

    func seatMap(_ seatMap: SeatMapView, shouldSelect seat: Seat) -> Bool {
        if seat.isSold { print("  booking: \(seat) is sold"); return false }
        if seatMap.selection.count == limit { print("  booking: limit is \(limit)"); return false }
        return true
    }
    func seatMap(_ seatMap: SeatMapView, willSelect seat: Seat) {
        print("  booking: holding \(seat)")
    }
    func seatMap(_ seatMap: SeatMapView, didSelect seat: Seat) {
        print("  booking: basket \(seatMap.selection)")
    }
}
// snippet.end

// snippet.main
let plan = HallPlan()

print("-- a bare map, no delegate")
let bare = SeatMapView()
bare.dataSource = plan
bare.reloadData()
bare.tap("A2")
print("bare map selection: \(bare.selection)")

print("-- the same map type, with a booking screen as its delegate")
let booking = BookingScreen(plan: plan, limit: 2)
for label in ["A2", "A1", "B1", "A3"] {
    booking.seatMap.tap(label)
}
// snippet.end
