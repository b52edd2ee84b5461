import Foundation
import Synchronization

// snippet.clock
/// Where "now" comes from: the one thing the app asks of the system clock.
protocol WallClock: Sendable {
    var now: Date { get }
}

/// The humble object: one line, nothing in it to get wrong.
struct SystemClock: WallClock {
    var now: Date { Date() }
}

/// For tests: time stands still until the test moves it.
final class ManualClock: WallClock {
    private let time: Mutex<Date>
    init(_ start: Date) { time = Mutex(start) }
    var now: Date { time.withLock { $0 } }
    func advance(minutes: Double) { time.withLock { $0 += minutes * 60 } }
}
// snippet.end

// snippet.label
/// Logic that depends on the time: how far away a due date is, in days
/// of the calendar the label was given.
struct DueDateLabel: Sendable {
    let clock: any WallClock
    let calendar: Calendar

    func text(for due: Date) -> String {
        let today = calendar.startOfDay(for: clock.now)
        let days = calendar.dateComponents(
            [.day], from: today, to: calendar.startOfDay(for: due)).day!
        switch days {
        case 2...: return "due in \(days) days"
        case 1: return "due tomorrow"
        case 0: return "due today"
        case -1: return "1 day overdue"
        default: return "\(-days) days overdue"
        }
    }
}
// snippet.end

// snippet.main
var utcCalendar = Calendar(identifier: .gregorian)
utcCalendar.timeZone = TimeZone(identifier: "UTC")!
let due = try Date("2026-06-15T00:00:00Z", strategy: .iso8601)

let clock = ManualClock(try Date("2026-06-12T23:58:00Z", strategy: .iso8601))
let label = DueDateLabel(clock: clock, calendar: utcCalendar)
for minutes in [0.0, 1, 1, 1440, 1440, 1440, 4320] {
    clock.advance(minutes: minutes)
    print(clock.now.formatted(.iso8601), "->", label.text(for: due))
}
// In the app: DueDateLabel(clock: SystemClock(), calendar: .autoupdatingCurrent)
// snippet.end
