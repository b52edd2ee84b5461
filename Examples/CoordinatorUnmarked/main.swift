// setting: default-isolation MainActor
/// Every screen is a main-actor type, as UIKit's view controllers are.
@MainActor protocol Screen: AnyObject {
    var title: String { get }
}

final class HallScreen: Screen {
    let title: String
    init(hall: String) { title = hall }
}

/// The same navigation stack the chapter's coordinators drive.
@MainActor final class NavigationStack {
    private(set) var screens: [any Screen] = []
    func push(_ screen: any Screen) {
        screens.append(screen)
        print(screens.map(\.title).joined(separator: " › "))
    }
}

/// No `@MainActor` written on the coordinator.
final class MuseumCoordinator {
    private let navigation: NavigationStack
    init(navigation: NavigationStack) { self.navigation = navigation }

    func showHall(_ hall: String) {
        navigation.push(HallScreen(hall: hall))
    }
}

let coordinator = MuseumCoordinator(navigation: NavigationStack())
coordinator.showHall("Fossils")
coordinator.showHall("Minerals")
