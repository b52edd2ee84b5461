import Foundation

/// One invoice of a freelance translator. Plain data: no formatting, no rules.
struct Invoice: Sendable {
    enum Status: Sendable {
        case open
        case paid(on: Date)
    }

    let number: Int
    let client: String
    let words: Int
    let amount: Decimal  // euros
    let due: Date
    let status: Status
}
