import Foundation

// snippet.check
/// Prints one line per check. On a failure it prints both values, with any
/// space that is not an ordinary space spelled out as its code point.
func check<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
    guard actual != expected else { return print("pass  \(name)") }
    print("FAIL  \(name)")
    print("        expected \(spelled(expected))")
    print("        actual   \(spelled(actual))")
}

func spelled(_ value: some Any) -> String {
    "\(value)".unicodeScalars.map { scalar in
        scalar.properties.isWhitespace && scalar != " "
            ? "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            : String(scalar)
    }.joined()
}
// snippet.end

// snippet.fixtures
/// Everything a test pins: the locales, the time zone, the dates.
enum Pinned {
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
// snippet.end

// snippet.rules
func overdueComesFirstOldestFirst() {
    let screen = Pinned.german.screen(
        for: [Pinned.invoice(1, due: "2026-06-20"), Pinned.invoice(2, due: "2026-05-30"),
              Pinned.invoice(3, due: "2026-05-02", paid: "2026-05-04T08:00:00Z"),
              Pinned.invoice(4, due: "2026-05-11")],
        now: Pinned.date("2026-06-03T10:00:00Z"))
    check("sections in order", screen.sections.map { $0.header.prefix { $0 != " " } },
          ["Overdue", "Open", "Paid"])
    check("oldest debt first", screen.sections[0].rows.map(\.title),
          ["#4 Client 4", "#2 Client 2"])
}

func dueTodayIsNotOverdue() {
    let screen = Pinned.german.screen(for: [Pinned.invoice(5, due: "2026-06-01")],
                                      now: Pinned.date("2026-06-01T23:59:00Z"))
    check("due today is still open", screen.sections.map { $0.header.prefix { $0 != " " } },
          ["Open"])
}

func emptyList() {
    let screen = Pinned.german.screen(for: [], now: Pinned.date("2026-06-01T12:00:00Z"))
    check("no invoices: no sections", screen.sections.count, 0)
    check("no invoices: a message", screen.footer, "No invoices yet.")
}
// snippet.end

// snippet.locales
func localesSideBySide() {
    let invoices = [Pinned.invoice(6, due: "2026-07-01", amount: 1_328.5, words: 16_606)]
    let now = Pinned.date("2026-06-01T12:00:00Z")
    let german = Pinned.german.screen(for: invoices, now: now)
    let american = Pinned.american.screen(for: invoices, now: now)
    check("de_DE words", german.sections[0].rows[0].words, "16.606 words")
    check("en_US words", american.sections[0].rows[0].words, "16,606 words")
    check("de_DE date", german.sections[0].rows[0].date, "due 1. Juli 2026")
    check("en_US date", american.sections[0].rows[0].date, "due Jul 1, 2026")
    check("de_DE money", german.footer, "Outstanding: 1.328,50\u{A0}€")
    check("en_US money", american.footer, "Outstanding: €1,328.50")
}

func timeZonePinned() {
    // Paid at 23:30 UTC on 31 May: already 1 June in Berlin.
    let late = [Pinned.invoice(7, due: "2026-05-25", paid: "2026-05-31T23:30:00Z")]
    let now = Pinned.date("2026-06-03T10:00:00Z")
    let berlin = InvoicePresenter(locale: Locale(identifier: "de_DE"),
                                  timeZone: TimeZone(identifier: "Europe/Berlin")!)
    check("paid date in UTC", Pinned.german.screen(for: late, now: now)
        .sections[0].rows[0].date, "paid 31. Mai 2026")
    check("paid date in Berlin", berlin.screen(for: late, now: now)
        .sections[0].rows[0].date, "paid 1. Juni 2026")
}

func plainSpaceIsWrong() {
    let screen = Pinned.german.screen(for: [Pinned.invoice(8, due: "2026-07-01")],
                                      now: Pinned.date("2026-06-01T12:00:00Z"))
    check("money typed with a plain space", screen.footer, "Outstanding: 100,00 €")
}
// snippet.end

// snippet.run
// Off the main actor, as a parallel test runner may call them.
await Task.detached {
    overdueComesFirstOldestFirst()
    dueTodayIsNotOverdue()
    emptyList()
    localesSideBySide()
    timeZonePinned()
    plainSpaceIsWrong()
}.value
// snippet.end
