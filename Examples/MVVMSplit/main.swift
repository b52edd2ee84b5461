// snippet.hide
import Foundation
import Observation
// snippet.show

// snippet.parts
/// Shared formatting: one type, pinned, used by every view model that shows a fare.
struct FareFormatter: Sendable {
    private let style = Decimal.FormatStyle.Currency(
        code: "GBP", locale: Locale(identifier: "en_GB"))
    func text(pence: Int) -> String { (Decimal(pence) / 100).formatted(style) }
}

/// A domain rule: it belongs to the model side, not to a screen.
struct FamilyFare: Sendable {
    /// The third passenger and each one after that travel at half fare.
    func pence(perPassenger fare: Int, passengers: Int) -> Int {
        let full = min(passengers, 2), half = max(passengers - 2, 0)
        return full * fare + half * fare / 2
    }
}
// snippet.end

// snippet.viewmodels
/// Nothing here changes, so this view model is a plain value.
struct SailingRowViewModel {
    let route: String
    let farePence: Int
    private let formatter = FareFormatter()
    var text: String { "\(route): from \(formatter.text(pence: farePence))" }
}

@MainActor @Observable
final class CheckoutViewModel {
    var passengers = 1
    let farePence: Int
    @ObservationIgnored private let formatter = FareFormatter()  // stateless: not injected
    @ObservationIgnored private let rules = FamilyFare()          // one rule: not injected
    /// Navigation goes out; a coordinator decides what screen comes next.
    @ObservationIgnored var onPaid: (String) -> Void = { _ in }

    init(farePence: Int) { self.farePence = farePence }

    var totalText: String {
        let pence = rules.pence(perPassenger: farePence, passengers: passengers)
        return "Total \(formatter.text(pence: pence))"
    }

    func pay() { onPaid(totalText) }
}
// snippet.end

// snippet.main
let row = SailingRowViewModel(route: "Lymington to Yarmouth", farePence: 1_250)
let checkout = CheckoutViewModel(farePence: 1_250)
checkout.onPaid = { total in print("coordinator: show the ticket (\(total))") }

print(row.text)
checkout.passengers = 3
print(checkout.totalText)
checkout.pay()
// snippet.end
