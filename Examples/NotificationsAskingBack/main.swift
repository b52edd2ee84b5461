import Foundation

extension Notification.Name {
    static let homeBatteryWillExport = Notification.Name("HomeBatteryWillExport")
}

// snippet.question
/// A mutable answer slot smuggled through userInfo so observers can "reply".
final class ExportVote {
    var allowed = true                        // the poster's default
}

func mayExport(center: NotificationCenter) -> Bool {
    let vote = ExportVote()
    center.post(name: .homeBatteryWillExport, object: nil, userInfo: ["vote": vote])
    return vote.allowed
}
// snippet.end

// snippet.listeners
func addTariffWatcher(to center: NotificationCenter) -> any NSObjectProtocol {
    center.addObserver(forName: .homeBatteryWillExport, object: nil, queue: nil) { note in
        (note.userInfo?["vote"] as? ExportVote)?.allowed = false
    }
}

func addStormWatcher(to center: NotificationCenter) -> any NSObjectProtocol {
    center.addObserver(forName: .homeBatteryWillExport, object: nil, queue: nil) { note in
        (note.userInfo?["vote"] as? ExportVote)?.allowed = true
    }
}
// snippet.end

// snippet.main
let center = NotificationCenter()
print("nobody listening:            export? \(mayExport(center: center))")

let tariff = addTariffWatcher(to: center)         // says no: the price is low
print("tariff watcher:              export? \(mayExport(center: center))")

let storm = addStormWatcher(to: center)           // says yes: no storm expected
print("tariff and storm watchers:   export? \(mayExport(center: center))")

center.removeObserver(tariff)
center.removeObserver(storm)
// snippet.end
