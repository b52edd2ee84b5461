import Foundation

// snippet.names
/// Names live in one place, carry a prefix that no other library will
/// choose, and say whether the change is about to happen or has happened.
extension Notification.Name {
    static let homeBatteryWillStartCharging = Notification.Name("HomeBatteryWillStartCharging")
    static let homeBatteryLevelDidChange = Notification.Name("HomeBatteryLevelDidChange")
}

/// The one userInfo key, spelled once.
enum HomeBatteryKey {
    static let percent = "percent"
}
// snippet.end

// snippet.subject
/// The subject posts to a center it is given; it knows no observer type.
final class Battery {
    let name: String
    private let center: NotificationCenter
    private(set) var percent: Int

    init(name: String, percent: Int, center: NotificationCenter) {
        self.name = name
        self.percent = percent
        self.center = center
    }

    func charge(to newPercent: Int) {
        center.post(name: .homeBatteryWillStartCharging, object: self)
        percent = newPercent
        center.post(name: .homeBatteryLevelDidChange, object: self,
                    userInfo: [HomeBatteryKey.percent: newPercent])
    }
}
// snippet.end

// snippet.observers
/// Watches one battery: `object:` makes the center filter by sender.
final class WallDisplay {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?

    init(showing battery: Battery, center: NotificationCenter) {
        self.center = center
        let name = battery.name
        token = center.addObserver(forName: .homeBatteryLevelDidChange, object: battery,
                                   queue: nil) { note in
            let percent = note.userInfo?[HomeBatteryKey.percent] as? Int ?? 0
            print("  wall display: \(name) at \(percent)%")
        }
    }

    deinit { if let token { center.removeObserver(token) } }
}

/// Watches every battery (`object: nil`) and both notifications.
final class ChargeLog {
    private let center: NotificationCenter
    private var tokens: [any NSObjectProtocol] = []

    init(center: NotificationCenter) {
        self.center = center
        for name in [Notification.Name.homeBatteryWillStartCharging, .homeBatteryLevelDidChange] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { note in
                let sender = (note.object as? Battery)?.name ?? "?"
                print("  charge log: \(note.name.rawValue) from \(sender)")
            })
        }
    }

    deinit { tokens.forEach(center.removeObserver) }
}
// snippet.end

// snippet.main
let center = NotificationCenter()
let house = Battery(name: "house battery", percent: 40, center: center)
let garage = Battery(name: "garage battery", percent: 75, center: center)
let display = WallDisplay(showing: house, center: center)
let log = ChargeLog(center: center)

print("house charges to 55%")
house.charge(to: 55)
print("garage charges to 90%")
garage.charge(to: 90)
// snippet.end
