@MainActor
final class AppCoordinator {
    private(set) var path: [String] = ["Halls"]

    func showExhibit(_ exhibit: String) {
        path.append(exhibit)
        print(path.joined(separator: " › "))
    }
}

// snippet.loader
/// The loader of CoordinatorOffMainRefused, with an asynchronous refresh.
actor CatalogueLoader {
    func refresh(then coordinator: AppCoordinator) async {
        let newest = "Meteorite"
        await coordinator.showExhibit(newest)  // hops to the main actor, and back
    }
}

let coordinator = AppCoordinator()
await CatalogueLoader().refresh(then: coordinator)
// snippet.end
