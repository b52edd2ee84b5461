import Foundation

// snippet.subscription
extension Notification.Name {
    static let homeTariffDidChange = Notification.Name("HomeTariffDidChange")
    static let homeMeterDidReset = Notification.Name("HomeMeterDidReset")
}
let center = NotificationCenter()

/// Owns one registration and removes it when released.
final class Subscription {
    private let token: any NSObjectProtocol
    init(_ name: Notification.Name, handler: @escaping @Sendable (Notification) -> Void) {
        token = center.addObserver(forName: name, object: nil, queue: .main, using: handler)
    }
    deinit {
        center.removeObserver(token)
        print("  subscription removed its observer")
    }
}
// snippet.end

// snippet.labels
@MainActor final class LeakyPriceLabel {
    private var subscription: Subscription?
    init() {
        subscription = Subscription(.homeTariffDidChange) { _ in
            MainActor.assumeIsolated { self.refresh() }      // strong self
        }
    }
    func refresh() { print("  leaky label refreshes") }
    deinit { print("  leaky label deinit") }
}

@MainActor final class PriceLabel {
    private var subscription: Subscription?
    init() {
        subscription = Subscription(.homeTariffDidChange) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }     // weak self
        }
    }
    func refresh() { print("  label refreshes") }
    deinit { print("  label deinit") }
}
// snippet.end

// snippet.main
print("a token thrown away:")
_ = center.addObserver(forName: .homeMeterDidReset, object: nil, queue: .main) { _ in
    print("  anonymous handler runs")
}
print("the meter resets:")
center.post(name: .homeMeterDidReset, object: nil)
print("two labels, both dropped at once:")
var leaky: LeakyPriceLabel? = LeakyPriceLabel()
var label: PriceLabel? = PriceLabel()
leaky = nil
label = nil
print("the tariff changes:")
center.post(name: .homeTariffDidChange, object: nil)
// snippet.end
