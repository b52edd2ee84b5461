// expect: compile-error
import Foundation

extension Notification.Name {
    static let homeTariffDidChange = Notification.Name("HomeTariffDidChange")
}
let center = NotificationCenter()

@MainActor final class PriceLabel {
    private var token: (any NSObjectProtocol)?

    init() {
        token = center.addObserver(forName: .homeTariffDidChange, object: nil,
                                   queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    func refresh() { print("label refreshes") }

    deinit {
        // deinit is nonisolated; the token is main-actor state that isn't Sendable.
        if let token { center.removeObserver(token) }
    }
}
