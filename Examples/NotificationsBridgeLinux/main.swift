import Foundation

// snippet.message
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor final class Meter {}

/// A typed message that also names the old notification, so each side can reach the other.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct TariffChanged: NotificationCenter.MainActorMessage {
    typealias Subject = Meter
    static var name: Notification.Name { Notification.Name("TariffChanged") }
    let pencePerKWh: Int

    static func makeMessage(_ notification: Notification) -> Self? {
        (notification.userInfo?["pence"] as? Int).map(Self.init(pencePerKWh:))
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<TariffChanged> {
    static var tariffChanged: Self { .init() }
}
// snippet.end

// snippet.post
let center = NotificationCenter()
if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    let meter = Meter()
    var heard: [Int] = []
    let token = center.addObserver(of: meter, for: .tariffChanged) { message in
        heard.append(message.pencePerKWh)
    }
    // An old-style post of the same name, with the payload in userInfo.
    center.post(name: TariffChanged.name, object: meter, userInfo: ["pence": 24])
    print("the typed observer heard the name-based post: \(!heard.isEmpty)")
    center.removeObserver(token)
} else {
    print("typed messages need macOS 26 or iOS 26")
}
// snippet.end
