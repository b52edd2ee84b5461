import Foundation

// snippet.view
/// The humble view: it asks the presenter for the screen, then puts the
/// strings on screen in the presenter's order. It decides nothing.
@MainActor
final class InvoiceListView {
    private let presenter: InvoicePresenter
    private(set) var lines: [String] = []  // what the screen shows

    init(presenter: InvoicePresenter) {
        self.presenter = presenter
    }

    func show(_ invoices: [Invoice], now: Date) {
        let screen = presenter.screen(for: invoices, now: now)
        lines = ["Invoices"]
        for section in screen.sections {
            lines.append(section.header)
            for row in section.rows {
                lines.append("  " + column(row.title, 21) + column(row.words, 14)
                             + column(row.date, 19) + row.amount)
            }
        }
        lines.append(screen.footer)
        lines.forEach { print($0) }
    }

    private func column(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
// snippet.end
