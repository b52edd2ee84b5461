import Foundation

// snippet.hide
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor final class Meter {
    let name: String
    init(name: String) { self.name = name }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct TariffChanged: NotificationCenter.MainActorMessage {
    typealias Subject = Meter
    let pencePerKWh: Int
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<TariffChanged> {
    static var tariffChanged: Self { .init() }
}

// snippet.show
// Meter and TariffChanged are a main-actor subject and a typed message, as in Observer.
let center = NotificationCenter()
if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    let meter = Meter(name: "home meter")
    _ = center.addObserver(of: meter, for: .tariffChanged) { message in
        print("thrown-away token: \(message.pencePerKWh)p")
    }
    let kept = center.addObserver(of: meter, for: .tariffChanged) { message in
        print("kept token: \(message.pencePerKWh)p")
    }
    center.post(TariffChanged(pencePerKWh: 24), subject: meter)
    withExtendedLifetime(kept) {}  // the token lives until here
} else {
    print("typed messages need macOS 26 or iOS 26")
}
