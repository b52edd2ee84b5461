// expect: compile-error
// snippet.classic
/// The singleton as it was taught for years: accepted by Swift 5, refused by Swift 6.
final class TicketDispenser {
    static let shared = TicketDispenser()
    private var next = 1
    private init() {}

    func takeNumber() -> Int {
        defer { next += 1 }
        return next
    }
}
// snippet.end

// snippet.claimed
/// Claiming Sendable does not help: the compiler checks the claim.
final class ClaimedDispenser: Sendable {
    static let shared = ClaimedDispenser()
    private var next = 1
    private init() {}

    func takeNumber() -> Int {
        defer { next += 1 }
        return next
    }
}
// snippet.end
