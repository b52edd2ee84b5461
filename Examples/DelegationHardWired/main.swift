final class BookingScreen {
    private(set) var basket: [String] = []
    func add(_ seat: String) {
        basket.append(seat)
        print("  booking: basket \(basket)")
    }
}

final class RefundDesk {
    func refund(_ seat: String) { print("  refunds: \(seat) refunded") }
}

// snippet.map
/// A seat map that knows every screen that uses it.
final class SeatMap {
    private let sold: Set<String>
    var booking: BookingScreen?  // the first user
    var refunds: RefundDesk?     // added for the second user

    init(sold: Set<String>) { self.sold = sold }

    func tap(_ seat: String) {
        print("tap \(seat)")
        if let refunds {  // each new user is another branch in here
            if sold.contains(seat) { refunds.refund(seat) }
        } else if let booking {
            if sold.contains(seat) { print("  map: \(seat) is sold") } else { booking.add(seat) }
        }
    }
}
// snippet.end

// snippet.main
let boxOffice = SeatMap(sold: ["A2"])
boxOffice.booking = BookingScreen()
boxOffice.tap("A1")
boxOffice.tap("A2")

let desk = SeatMap(sold: ["A2"])
desk.refunds = RefundDesk()
desk.tap("A1")
desk.tap("A2")
// snippet.end
