// setting: default-isolation MainActor
// snippet.hide
import Foundation

/// Prints one line per check. On a failure it prints both values, with any
/// space that is not an ordinary space spelled out as its code point.
nonisolated func check<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
    guard actual != expected else { return print("pass  \(name)") }
    print("FAIL  \(name)")
    print("        expected \(spelled(expected))")
    print("        actual   \(spelled(actual))")
}

nonisolated func spelled(_ value: some Any) -> String {
    "\(value)".unicodeScalars.map { scalar in
        scalar.properties.isWhitespace && scalar != " "
            ? "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            : String(scalar)
    }.joined()
}

/// Everything a test pins: the locales, the time zone, the dates.
nonisolated enum Pinned {
    static let utc = TimeZone(identifier: "UTC")!
    static let german = InvoicePresenter(locale: Locale(identifier: "de_DE"), timeZone: utc)
    static let american = InvoicePresenter(locale: Locale(identifier: "en_US"), timeZone: utc)

    static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    static func invoice(_ number: Int, due: String, paid: String? = nil,
                        amount: Decimal = 100, words: Int = 1_250) -> Invoice {
        Invoice(number: number, client: "Client \(number)", words: words, amount: amount,
                due: date(due + "T00:00:00Z"),
                status: paid.map { .paid(on: date($0)) } ?? .open)
    }
}
// snippet.show


// snippet.tests
nonisolated func dueTodayIsNotOverdue() {
    let screen = Pinned.german.screen(for: [Pinned.invoice(5, due: "2026-06-01")],
                                      now: Pinned.date("2026-06-01T23:59:00Z"))
    check("due today is still open", screen.sections.map { $0.header.prefix { $0 != " " } },
          ["Open"])
}

nonisolated func localesSideBySide() {
    let invoices = [Pinned.invoice(6, due: "2026-07-01", amount: 1_328.5, words: 16_606)]
    let now = Pinned.date("2026-06-01T12:00:00Z")
    check("de_DE money", Pinned.german.screen(for: invoices, now: now).footer,
          "Outstanding: 1.328,50\u{A0}€")
    check("en_US money", Pinned.american.screen(for: invoices, now: now).footer,
          "Outstanding: €1,328.50")
}

await Task.detached {
    dueTodayIsNotOverdue()
    localesSideBySide()
}.value
// snippet.end
