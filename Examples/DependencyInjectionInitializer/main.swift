// snippet.hide
import Foundation
import Synchronization
// snippet.show
// snippet.fakes
/// Test doubles: a messenger that only remembers, and a clock that moves on request.
final class RecordingMessenger: Messenger {
    private let log = Mutex<[String]>([])
    func send(_ text: String, to member: String) {
        log.withLock { $0.append("\(member): \(text)") }
    }
    var sent: [String] { log.withLock { $0 } }
}

final class ManualTime: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_772_323_200)) // 1 March 2026
    var now: Date { current.withLock { $0 } }
    func advance(days: Int) { current.withLock { $0 += Double(days) * 86_400 } }
}
// snippet.end

// snippet.tests
func check(_ name: String, _ passed: Bool) {
    print(passed ? "pass  \(name)" : "FAIL  \(name)")
}

/// Each test builds its own desk from fresh parts: nothing is shared between tests.
func makeDesk() -> (LoanDesk, LoanBook, RecordingMessenger, ManualTime) {
    let (store, messenger, time) = (LoanBook(), RecordingMessenger(), ManualTime())
    let desk = LoanDesk(store: store, messenger: messenger, now: { time.now })
    return (desk, store, messenger, time)
}

do {
    let (desk, store, messenger, time) = makeDesk()
    desk.lend("hedge trimmer", to: "Marta")
    check("lending records one loan, due on day 14",
          store.all.count == 1 && store.all[0].due == time.now + 14 * 86_400)
    check("the borrower is told the due date", messenger.sent.count == 1)
}
do {
    let (desk, store, _, _) = makeDesk()
    check("a new desk has no loans", store.all.isEmpty && desk.sendReminders() == 0)
}
do {
    let (desk, _, messenger, time) = makeDesk()
    desk.lend("tile cutter", to: "Jonas")
    time.advance(days: 14)
    check("no reminder on day 14", desk.sendReminders() == 0)
    time.advance(days: 1)
    check("one reminder on day 15", desk.sendReminders() == 1)
    print("      last text: \(messenger.sent.last ?? "none")")
}
// snippet.end
