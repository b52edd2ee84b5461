// snippet.screen
/// A screen whose answer can be awaited.
final class ChoiceScreen: Screen {
    let title: String
    private let taps: AsyncStream<String>
    private let tapped: AsyncStream<String>.Continuation

    init(_ title: String) {
        self.title = title
        (taps, tapped) = AsyncStream.makeStream(of: String.self)
    }

    func tap(_ label: String) {
        if label == "Back" { tapped.finish() } else { tapped.yield(label) }
    }

    /// Suspends until the visitor taps a button; nil if they went back instead.
    func choice() async -> String? {
        for await label in taps { return label }
        return nil
    }
}
// snippet.end

// snippet.flow
enum CheckoutOutcome {
    case bought(day: String)
    case cancelled
}

@MainActor
final class CheckoutFlow {
    private let navigator: Navigator
    init(navigator: Navigator) { self.navigator = navigator }
    deinit { print("    ~CheckoutFlow") }

    /// The whole flow, top to bottom; the outcome is the return value.
    func run() async -> CheckoutOutcome {
        let days = ChoiceScreen("Day")
        navigator.push(days)
        guard let day = await days.choice() else { return .cancelled }

        let payment = ChoiceScreen("Pay(\(day))")
        navigator.push(payment)
        guard await payment.choice() != nil else { return .cancelled }
        return .bought(day: day)
    }
}
// snippet.end

// snippet.app
@MainActor
final class AppCoordinator {
    private let navigator: Navigator
    private let exhibit = ChoiceScreen("Ammonite")

    init(navigator: Navigator) { self.navigator = navigator }

    func start() { navigator.push(exhibit) }

    /// No children array and no finish callback: the flow lives as long as this await.
    func buyTicket() async {
        let outcome = await CheckoutFlow(navigator: navigator).run()
        navigator.pop(to: exhibit)
        print("  outcome: \(outcome)")
    }
}
// snippet.end

// snippet.main
let navigator = Navigator()
let app = AppCoordinator(navigator: navigator)
app.start()

print("— the visitor picks a day and pays")
navigator.script = ["Sat 14", "Pay"]
await app.buyTicket()

print("— the visitor goes back from the first screen")
navigator.script = ["Back"]
await app.buyTicket()
// snippet.end
