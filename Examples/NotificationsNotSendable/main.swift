// expect: compile-error
import Foundation

extension Notification.Name {
    static let homeBatteryLevelDidChange = Notification.Name("HomeBatteryLevelDidChange")
}

@MainActor final class Dashboard {
    func show(_ note: Notification) {
        print("dashboard: \(note.userInfo?["percent"] ?? "?")%")
    }
}

let center = NotificationCenter()
let dashboard = Dashboard()

// snippet.refused
// Synchronous: enter the main actor on the spot.
let inPlace = center.addObserver(forName: .homeBatteryLevelDidChange, object: nil,
                                 queue: .main) { note in
    MainActor.assumeIsolated {
        dashboard.show(note)
    }
}

// Asynchronous: hop to the main actor in a new task.
let hop = center.addObserver(forName: .homeBatteryLevelDidChange, object: nil,
                             queue: nil) { note in
    Task { @MainActor in
        dashboard.show(note)
    }
}
// snippet.end
