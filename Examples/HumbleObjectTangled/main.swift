// expect: compile-error
import Foundation

// snippet.test
/// A check, written the way a test runner calls it: a plain function,
/// not isolated to the main actor.
func overdueInvoicesComeFirst() -> Bool {
    let view = InvoiceListView()
    view.show([
        Invoice(number: 7, client: "Atelier Nord", words: 900, amount: 72,
                due: Date(timeIntervalSince1970: 0), status: .open)
    ])
    return view.lines[1].hasPrefix("Overdue")
}
// snippet.end
print(overdueInvoicesComeFirst())
