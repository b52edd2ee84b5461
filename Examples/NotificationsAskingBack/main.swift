import Foundation

extension Notification.Name {
    static let homeBatteryWillExport = Notification.Name("HomeBatteryWillExport")
}

// snippet.question
/// A mutable answer slot smuggled through userInfo so observers can "reply".
final class ExportVote {
    private(set) var allowed = true           // the poster's default
    private(set) var votes: [Bool] = []
    func cast(_ yes: Bool) { allowed = yes; votes.append(yes) }
}

func askToExport(center: NotificationCenter) -> ExportVote {
    let vote = ExportVote()
    center.post(name: .homeBatteryWillExport, object: nil, userInfo: ["vote": vote])
    return vote
}
// snippet.end

// snippet.listeners
func addTariffWatcher(to center: NotificationCenter) -> any NSObjectProtocol {
    center.addObserver(forName: .homeBatteryWillExport, object: nil, queue: nil) { note in
        (note.userInfo?["vote"] as? ExportVote)?.cast(false)
    }
}

func addStormWatcher(to center: NotificationCenter) -> any NSObjectProtocol {
    center.addObserver(forName: .homeBatteryWillExport, object: nil, queue: nil) { note in
        (note.userInfo?["vote"] as? ExportVote)?.cast(true)
    }
}
// snippet.end

// snippet.main
let center = NotificationCenter()
print("nobody listening:            export? \(askToExport(center: center).allowed)")

let tariff = addTariffWatcher(to: center)         // says no: the price is low
print("tariff watcher:              export? \(askToExport(center: center).allowed)")

let storm = addStormWatcher(to: center)           // says yes: no storm expected
let split = askToExport(center: center)
// Which vote comes last depends on the order the center calls its observers in.
print("tariff and storm watchers:   votes \(split.votes.map(String.init).sorted())")
print("                             answer is the last vote: \(split.allowed == split.votes.last)")

center.removeObserver(tariff)
center.removeObserver(storm)
// snippet.end
