// expect: compile-error

@MainActor
final class AppCoordinator {
    private(set) var path: [String] = ["Halls"]

    func showExhibit(_ exhibit: String) {
        path.append(exhibit)
        print(path.joined(separator: " › "))
    }
}

/// Fetches the day's new exhibits away from the main actor.
actor CatalogueLoader {
    func refresh(then coordinator: AppCoordinator) {
        let newest = "Meteorite"
        coordinator.showExhibit(newest)  // navigate straight from the loader
    }
}
