// snippet.hide
import Foundation
// snippet.show

// snippet.model
/// The model: facts and rules about a sailing. No strings for the screen.
struct Sailing: Sendable {
    let route: String
    let departure: Date
    let farePence: Int
    private(set) var seatsLeft: Int

    func fare(for passengers: Int) -> Int { farePence * passengers }
    func canSeat(_ passengers: Int) -> Bool { passengers <= seatsLeft }

    mutating func reserve(_ passengers: Int) {
        precondition(canSeat(passengers), "overbooked")
        seatsLeft -= passengers
    }
}
// snippet.end
