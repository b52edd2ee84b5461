// setting: default-isolation MainActor
/// The seat map's delegate protocol, declared as this chapter declares it: with no isolation.
protocol SeatMapDelegate: AnyObject {
    func seatMap(_ map: SeatMap, didSelect seat: String)
}

final class SeatMap {
    weak var delegate: (any SeatMapDelegate)?
    func tap(_ seat: String) { delegate?.seatMap(self, didSelect: seat) }
}

/// A screen, on the main actor as screens are.
@MainActor
final class BookingScreen: SeatMapDelegate {
    private(set) var basket: [String] = []
    func seatMap(_ map: SeatMap, didSelect seat: String) {
        basket.append(seat)
        print("booking: basket \(basket)")
    }
}

let screen = BookingScreen()
let map = SeatMap()
map.delegate = screen
map.tap("A1")
map.tap("B4")
