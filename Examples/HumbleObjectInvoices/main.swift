import Foundation

// snippet.data
func utc(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

let invoices = [
    Invoice(number: 41, client: "Moosgrün Verlag", words: 12_400, amount: 992,
            due: utc("2026-05-20T00:00:00Z"), status: .open),
    Invoice(number: 44, client: "Tidewater Games", words: 2_150, amount: 172,
            due: utc("2026-06-15T00:00:00Z"), status: .open),
    Invoice(number: 42, client: "Atelier Nord", words: 7_800, amount: 624,
            due: utc("2026-05-25T00:00:00Z"),
            status: .paid(on: utc("2026-05-31T23:30:00Z"))),
    Invoice(number: 43, client: "Kestrel Press", words: 4_200, amount: 336,
            due: utc("2026-06-01T00:00:00Z"), status: .open),
    Invoice(number: 40, client: "Kestrel Press", words: 3_000, amount: 240,
            due: utc("2026-05-10T00:00:00Z"),
            status: .paid(on: utc("2026-05-12T09:15:00Z"))),
]
let now = utc("2026-06-03T10:00:00Z")
// snippet.end

// snippet.main
let utcZone = TimeZone(identifier: "UTC")!
let german = InvoiceListView(presenter: InvoicePresenter(
    locale: Locale(identifier: "de_DE"), timeZone: utcZone))
let american = InvoiceListView(presenter: InvoicePresenter(
    locale: Locale(identifier: "en_US"), timeZone: utcZone))

print("-- de_DE")
german.show(invoices, now: now)
print("-- en_US")
american.show(invoices, now: now)
print("-- de_DE, no invoices")
german.show([], now: now)
// snippet.end
