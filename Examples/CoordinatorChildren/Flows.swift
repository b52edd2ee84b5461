// snippet.protocol
@MainActor
protocol Coordinator: AnyObject {
    /// The screen the flow pushed first; popping it ends the flow.
    var firstScreen: (any Screen)? { get }
    func start()
}
// snippet.end

// snippet.checkout
enum CheckoutOutcome {
    case bought(day: String)
    case cancelled
}

/// A sub-flow: pick a day, pay, then hand control back.
final class CheckoutCoordinator: Coordinator {
    private let navigator: Navigator
    private let onFinish: (CheckoutCoordinator, CheckoutOutcome) -> Void
    private(set) var firstScreen: (any Screen)?

    init(navigator: Navigator, onFinish: @escaping (CheckoutCoordinator, CheckoutOutcome) -> Void) {
        self.navigator = navigator
        self.onFinish = onFinish
    }

    deinit { print("    ~CheckoutCoordinator") }

    func start() {
        let days = ButtonScreen("Day", buttons: ["Sat 14", "Sun 15"])
        days.onTap = { [weak self] day in self?.showPayment(day: day) }
        firstScreen = days
        navigator.push(days)
    }

    private func showPayment(day: String) {
        let payment = ButtonScreen("Pay(\(day))", buttons: ["Pay"])
        payment.onTap = { [weak self] _ in
            guard let self else { return }
            onFinish(self, .bought(day: day))
        }
        navigator.push(payment)
    }
}
// snippet.end

// snippet.app
final class AppCoordinator: Coordinator, NavigatorDelegate {
    private let navigator: Navigator
    private var children: [any Coordinator] = []
    private(set) var firstScreen: (any Screen)?

    init(navigator: Navigator) {
        self.navigator = navigator
        navigator.delegate = self
    }

    func start() {
        let exhibit = ButtonScreen("Ammonite", buttons: ["Buy ticket"])
        exhibit.onTap = { [weak self, unowned exhibit] _ in self?.startCheckout(from: exhibit) }
        firstScreen = exhibit
        navigator.push(exhibit)
    }

    private func startCheckout(from exhibit: ButtonScreen) {
        let checkout = CheckoutCoordinator(navigator: navigator) {
            [weak self] child, outcome in
            if case .bought(let day) = outcome { print("  ticket for \(day)") }
            self?.navigator.pop(to: exhibit)
            self?.remove(child)
        }
        children.append(checkout)  // the parent keeps the child alive
        print("  children: \(children.count)")
        checkout.start()
    }

    private func remove(_ child: any Coordinator) {
        children.removeAll { $0 === child }
        print("  children: \(children.count)")
    }

    /// The user went back on their own. If that ended a child's flow, drop the child.
    func navigator(_ navigator: Navigator, didPop screen: any Screen) {
        if let child = children.first(where: { $0.firstScreen === screen }) {
            remove(child)
        }
    }
}
// snippet.end
