// snippet.hide
import Foundation
import Observation
// snippet.show

// snippet.model
/// The model: facts and rules about a sailing. No strings for the screen.
/// One shared object: every screen that shows this sailing sees the same seats.
/// - Role: Model
@MainActor @Observable
final class Sailing {
    let route: String
    let departure: Date
    let farePence: Int
    private(set) var seatsLeft: Int

    init(route: String, departure: Date, farePence: Int, seatsLeft: Int) {
        (self.route, self.departure, self.farePence) = (route, departure, farePence)
        self.seatsLeft = seatsLeft
    }

    func fare(for passengers: Int) -> Int { farePence * passengers }
    func canSeat(_ passengers: Int) -> Bool { passengers <= seatsLeft }

    func reserve(_ passengers: Int) {
        precondition(canSeat(passengers), "overbooked")
        seatsLeft -= passengers
    }
}
// snippet.end
