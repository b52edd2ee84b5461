import Foundation

/// One invoice of a freelance translator. Plain data: no formatting, no rules.
nonisolated struct Invoice: Sendable {
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

/// What the screen shows: nothing but finished strings, in display order.
nonisolated struct InvoiceScreen: Sendable, Equatable {
    struct Row: Sendable, Equatable {
        let title: String
        let words: String
        let date: String
        let amount: String
    }

    struct Section: Sendable, Equatable {
        let header: String
        let rows: [Row]
    }

    let sections: [Section]
    let footer: String
}
