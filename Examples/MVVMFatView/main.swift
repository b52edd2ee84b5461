// snippet.hide
import Foundation
// snippet.show

// snippet.screen
/// A "view" that also formats and validates.
@MainActor
final class BookingScreen {
    let sailing: Sailing
    var nameField = ""
    var passengerStepper = 1

    init(sailing: Sailing) { self.sailing = sailing }

    func render() -> String {
        var clock = Calendar(identifier: .gregorian)
        clock.timeZone = TimeZone(identifier: "UTC")!
        let time = clock.dateComponents([.hour, .minute], from: sailing.departure)
        let total = Decimal(sailing.fare(for: passengerStepper)) / 100
        let price = total.formatted(.currency(code: "GBP").locale(Locale(identifier: "en_GB")))
        let enabled = !nameField.isEmpty && sailing.canSeat(passengerStepper)
        return """
            | \(time.hour!):\(time.minute!) \(sailing.route)
            | \(price) for \(passengerStepper)  \(enabled ? "[Book]" : "[book disabled]")
            """
    }
}
// snippet.end

// snippet.row
/// Another screen lists the same sailing, and formats it its own way.
@MainActor
struct SailingRow {
    let sailing: Sailing
    func render() -> String {
        "\(sailing.route): £\(Double(sailing.farePence) / 100), \(sailing.seatsLeft) left"
    }
}
// snippet.end

// snippet.main
let sailing = Sailing(route: "Lymington to Yarmouth",
                      departure: Date(timeIntervalSince1970: 1_779_957_000),
                      farePence: 1_250, seatsLeft: 3)
let screen = BookingScreen(sailing: sailing)
screen.nameField = " "        // a single space: is that a name?
screen.passengerStepper = 2
print(screen.render())
print(SailingRow(sailing: sailing).render())
// snippet.end
