// snippet.hide
import Foundation
import Observation
// snippet.show

// snippet.viewmodel
/// Presentation state and logic. Knows nothing about any view.
/// - Role: ViewModel
@MainActor @Observable
final class BookingViewModel {
    // Inputs: the view writes these.
    var leadName: String = ""
    var passengers: Int = 1

    // The shared model it presents: hidden, so views see only the outputs.
    private let sailing: Sailing

    // Formatting is pinned: same text on every machine, in every test.
    @ObservationIgnored private let clock = Date.VerbatimFormatStyle(
        format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
        timeZone: TimeZone(identifier: "UTC")!, calendar: Calendar(identifier: .gregorian))
    @ObservationIgnored private let money = Decimal.FormatStyle.Currency(
        code: "GBP", locale: Locale(identifier: "en_GB"))

    init(sailing: Sailing) { self.sailing = sailing }

    // Outputs: what the view shows, already decided.
    var title: String {
        "\(sailing.departure.formatted(clock)) \(sailing.route)"
    }

    var seatsText: String {
        switch sailing.seatsLeft {
        case 0: "Sold out"
        case 1: "Last seat"
        case let n: "\(n) seats left"
        }
    }

    var totalText: String {
        let pounds = Decimal(sailing.fare(for: passengers)) / 100
        return "\(pounds.formatted(money)) for \(passengers)"
    }

    var validationMessage: String? {
        if sailing.seatsLeft == 0 { return "This sailing is full" }
        if leadName.trimmingCharacters(in: .whitespaces).isEmpty {
            return "Enter the lead passenger's name"
        }
        if passengers < 1 { return "Choose at least one passenger" }
        if !sailing.canSeat(passengers) { return "Only \(sailing.seatsLeft) seats left" }
        return nil
    }

    var canBook: Bool { validationMessage == nil }

    // Actions: the view calls these.
    func book() {
        guard canBook else { return }
        sailing.reserve(passengers)
        leadName = ""
        passengers = 1
    }
}
// snippet.end
