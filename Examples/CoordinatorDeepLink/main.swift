// snippet.checkout
@MainActor
final class CheckoutCoordinator {
    private let navigator: Navigator
    init(navigator: Navigator) { self.navigator = navigator }
    deinit { print("    ~CheckoutCoordinator") }
    func start() { navigator.push(ButtonScreen("Day", buttons: ["Sat 14", "Sun 15"])) }
}
// snippet.end

// snippet.app
@MainActor
final class AppCoordinator {
    private let navigator: Navigator
    private var children: [CheckoutCoordinator] = []
    private let catalogue = ["Fossils": ["Ammonite", "Trilobite"], "Minerals": ["Geode"]]

    init(navigator: Navigator) { self.navigator = navigator }

    func start() { navigator.push(makeHalls()) }

    /// Builds the stack a visitor could have tapped their way to, and ends any open flow.
    func open(_ link: String) {
        print("open \(link)")
        guard let route = Route(link: link), let screens = screens(for: route) else {
            print("  nothing to show: stay where we are")
            return
        }
        children.removeAll()
        navigator.setStack(screens)
    }

    private func screens(for route: Route) -> [ButtonScreen]? {
        switch route {
        case .hall(let hall):
            guard catalogue[hall] != nil else { return nil }
            return [makeHalls(), makeHall(hall)]
        case .exhibit(let exhibit):
            let halls = catalogue.keys.sorted()
            guard let hall = halls.first(where: { catalogue[$0]!.contains(exhibit) }) else {
                return nil
            }
            return [makeHalls(), makeHall(hall), makeExhibit(exhibit)]
        }
    }

    // The same factories serve taps and links.
    private func makeHalls() -> ButtonScreen {
        let screen = ButtonScreen("Halls", buttons: catalogue.keys.sorted())
        screen.onTap = { [weak self] hall in
            guard let self else { return }
            navigator.push(makeHall(hall))
        }
        return screen
    }

    private func makeHall(_ hall: String) -> ButtonScreen {
        let screen = ButtonScreen(hall, buttons: catalogue[hall] ?? [])
        screen.onTap = { [weak self] exhibit in
            guard let self else { return }
            navigator.push(makeExhibit(exhibit))
        }
        return screen
    }

    private func makeExhibit(_ exhibit: String) -> ButtonScreen {
        let screen = ButtonScreen(exhibit, buttons: ["Buy ticket"])
        screen.onTap = { [weak self] _ in self?.startCheckout() }
        return screen
    }

    private func startCheckout() {
        let checkout = CheckoutCoordinator(navigator: navigator)
        children.append(checkout)
        checkout.start()
    }
}
// snippet.end

// snippet.main
let navigator = Navigator()
let app = AppCoordinator(navigator: navigator)
app.start()
navigator.tap("Minerals")
navigator.tap("Geode")
navigator.tap("Buy ticket")
app.open("museum://exhibit/Trilobite")
app.open("museum://hall/Minerals")
app.open("museum://exhibit/Meteorite")
app.open("museum://shop/postcards")
// snippet.end
