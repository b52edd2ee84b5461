// snippet.button
/// One event, so one closure, required at creation: it can't be left unset.
final class Button {
    let title: String
    private let onTap: () -> Void

    init(_ title: String, onTap: @escaping () -> Void) {
        self.title = title
        self.onTap = onTap
    }

    func tap() {
        print("tap \(title)")
        onTap()
    }
}
// snippet.end

// snippet.screen
final class CheckoutScreen {
    private(set) var buttons: [Button] = []
    private let seats: [String]

    init(seats: [String]) {
        self.seats = seats
        // Each handler sits next to the button it belongs to.
        buttons = [
            Button("Pay") { [weak self] in self?.pay() },
            Button("Back to map") { [weak self] in self?.back() },
        ]
    }

    private func pay() { print("  checkout: paying for \(seats.joined(separator: ", "))") }
    private func back() { print("  checkout: back to the seat map") }
}
// snippet.end

// snippet.main
let checkout = CheckoutScreen(seats: ["A1", "B1"])
for button in checkout.buttons { button.tap() }
// snippet.end
