import Foundation

// snippet.message
/// The subject: observers can watch one battery or every battery.
final class Battery: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// An asynchronous typed message: Sendable, so any isolation may post it.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct BatteryLevelChanged: NotificationCenter.AsyncMessage {
    typealias Subject = Battery
    let percent: Int
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<BatteryLevelChanged> {
    static var batteryLevelChanged: Self { .init() }
}
// snippet.end

// snippet.poster
/// Posts from its own isolation: no hop, no await, no dictionary.
actor ChargeController {
    let battery: Battery
    let center: NotificationCenter
    init(battery: Battery, center: NotificationCenter) {
        self.battery = battery
        self.center = center
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func finishCharging(at percent: Int) {
        center.post(BatteryLevelChanged(percent: percent), subject: battery)
        print("controller: posted \(percent)%, post returned")
    }
}
// snippet.end

// snippet.main
let center = NotificationCenter()
if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    let house = Battery(name: "house battery")
    let controller = ChargeController(battery: house, center: center)
    let levels = center.messages(of: house, for: .batteryLevelChanged)

    await controller.finishCharging(at: 70)      // nobody iterating yet
    var reader = levels.makeAsyncIterator()      // the sequence registers here
    await controller.finishCharging(at: 80)
    await controller.finishCharging(at: 90)
    for _ in 1...2 {
        if let message = await reader.next(isolation: #isolation) {
            print("reader: \(house.name) at \(message.percent)%")
        }
    }
} else {
    print("typed messages need macOS 26 or iOS 26")
}
// snippet.end
