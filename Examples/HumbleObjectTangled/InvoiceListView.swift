import Foundation

/// The invoice screen as it is often first written: the view sorts, groups,
/// formats and reads the clock, all while it draws.
@MainActor
final class InvoiceListView {
    private(set) var lines: [String] = []

    func show(_ invoices: [Invoice]) {
        lines = ["Invoices"]
        if invoices.isEmpty {
            lines.append("No invoices yet.")
            return
        }
        let today = Calendar.current.startOfDay(for: Date.now)
        let money = Decimal.FormatStyle.Currency(code: "EUR")  // current locale
        let overdue = invoices.filter {
            if case .open = $0.status { $0.due < today } else { false }
        }.sorted { $0.due < $1.due }
        if !overdue.isEmpty {
            lines.append("Overdue (\(overdue.count))")
            for invoice in overdue {
                let due = invoice.due.formatted(date: .abbreviated, time: .omitted)
                lines.append("  #\(invoice.number) \(invoice.client)  due \(due)  "
                             + invoice.amount.formatted(money))
            }
        }
        // ... the same again for open and paid invoices, and the footer
    }
}
