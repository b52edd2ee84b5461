// snippet.hide
import Synchronization
// snippet.show
// snippet.booking
/// The seats a theatre holds for buyers who are still paying.
final class SeatMap: Sendable {
    private let held = Mutex<Set<String>>([])
    func hold(_ seat: String) { held.withLock { _ = $0.insert(seat) } }
    func release(_ seat: String) { held.withLock { _ = $0.remove(seat) } }
    var heldSeats: [String] { held.withLock { $0.sorted() } }
}

/// Tells the payment service the buyer left; refuses to start in a cancelled task.
func notifyAbandoned(_ seat: String) async throws {
    try Task.checkCancellation()
    print("  payment service told \(seat) was abandoned")
}

func buy(_ seat: String, seats: SeatMap, clock: ManualClock, noticeInNewTask: Bool) async throws {
    seats.hold(seat)
    defer { seats.release(seat) }  // runs however the function ends
    do {
        try await clock.sleep(for: .seconds(600))  // waiting for the buyer to pay
    } catch is CancellationError {
        if noticeInNewTask {
            // A new unstructured task is not cancelled: its work can run.
            try await Task { try await notifyAbandoned(seat) }.value
        } else {
            do { try await notifyAbandoned(seat) } catch { print("  notice not sent: \(error)") }
        }
        throw CancellationError()
    }
}
// snippet.end

// snippet.run
for noticeInNewTask in [false, true] {
    print(noticeInNewTask ? "Notice in a new task:" : "Notice in the cancelled task:")
    let seats = SeatMap()
    let clock = ManualClock()
    let purchase = Task { try await buy("F12", seats: seats, clock: clock, noticeInNewTask: noticeInNewTask) }
    await clock.waitForSleepers(1)
    print("  held while paying: \(seats.heldSeats)")
    purchase.cancel()  // the buyer closed the page
    _ = await purchase.result
    print("  held after cancel: \(seats.heldSeats)")
}
// snippet.end
