import Foundation

// snippet.presenter
/// Every decision the invoice screen needs: which section, which order,
/// which words, and how each date and number is written.
nonisolated struct InvoicePresenter: Sendable {
    let locale: Locale
    let timeZone: TimeZone

    func screen(for invoices: [Invoice], now: Date) -> InvoiceScreen {
        let today = calendar.startOfDay(for: now)
        var overdue: [Invoice] = []
        var open: [Invoice] = []
        var paid: [(invoice: Invoice, on: Date)] = []
        for invoice in invoices {
            switch invoice.status {
            case .paid(let date): paid.append((invoice, date))
            case .open where invoice.due < today: overdue.append(invoice)
            case .open: open.append(invoice)
            }
        }
        overdue.sort { $0.due < $1.due }  // oldest debt first
        open.sort { $0.due < $1.due }
        paid.sort { $0.on > $1.on }  // newest payment first

        let sections = [
            section("Overdue", overdue, overdue.map { row($0, "due \(day($0.due))") }),
            section("Open", open, open.map { row($0, "due \(day($0.due))") }),
            section("Paid", paid.map(\.invoice),
                    paid.map { row($0.invoice, "paid \(day($0.on))") }),
        ].compactMap { $0 }

        let footer = invoices.isEmpty
            ? "No invoices yet."
            : "Outstanding: \(money((overdue + open).map(\.amount).reduce(0, +)))"
        return InvoiceScreen(sections: sections, footer: footer)
    }
    // snippet.end

    // snippet.formatting
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private func section(_ title: String, _ invoices: [Invoice],
                         _ rows: [InvoiceScreen.Row]) -> InvoiceScreen.Section? {
        guard !rows.isEmpty else { return nil }  // no empty sections
        let total = invoices.map(\.amount).reduce(0, +)
        return .init(header: "\(title) (\(rows.count)): \(money(total))", rows: rows)
    }

    private func row(_ invoice: Invoice, _ date: String) -> InvoiceScreen.Row {
        .init(title: "#\(invoice.number) \(invoice.client)",
              words: "\(invoice.words.formatted(.number.locale(locale))) words",
              date: date,
              amount: money(invoice.amount))
    }

    private func day(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted,
                                        locale: locale, calendar: calendar,
                                        timeZone: timeZone))
    }

    private func money(_ amount: Decimal) -> String {
        amount.formatted(.currency(code: "EUR").locale(locale))
    }
    // snippet.end
}
