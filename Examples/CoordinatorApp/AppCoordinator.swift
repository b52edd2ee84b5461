/// Owns the navigation stack and decides, in one place, which screen comes next.
/// - Role: Coordinator
@MainActor
final class AppCoordinator {
    private let navigator: Navigator
    private let sellsTickets: Bool
    private let catalogue = ["Fossils": ["Ammonite", "Trilobite"], "Minerals": ["Geode"]]
    private let highlight = "Trilobite"

    init(navigator: Navigator, sellsTickets: Bool) {
        self.navigator = navigator
        self.sellsTickets = sellsTickets
    }

    func start() {
        let halls = HallsScreen(halls: catalogue.keys.sorted())
        halls.delegate = self
        navigator.push(halls)
    }

    private func showHall(_ hall: String) {
        let screen = HallScreen(hall, exhibits: catalogue[hall] ?? [])
        screen.onSelectExhibit = { [weak self] exhibit in self?.showExhibit(exhibit) }
        navigator.push(screen)
    }

    /// The only place an exhibit screen is made, so the kiosk rule is written once.
    private func showExhibit(_ exhibit: String) {
        let screen = ExhibitScreen(exhibit)
        if sellsTickets {
            screen.onBuyTicket = { [weak self] in self?.navigator.push(TicketScreen(for: exhibit)) }
        }
        navigator.push(screen)
    }
}

extension AppCoordinator: HallsScreenDelegate {
    func hallsScreen(_ screen: HallsScreen, didSelectHall hall: String) { showHall(hall) }
    func hallsScreenDidSelectHighlight(_ screen: HallsScreen) { showExhibit(highlight) }
}
