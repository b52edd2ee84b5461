// snippet.hide
import Synchronization
// snippet.show
// snippet.discarding
/// Where sent reminders are recorded; safe to use from many tasks.
nonisolated final class Outbox: Sendable {
    private let sent = Mutex<[String]>([])
    func record(_ address: String) { sent.withLock { $0.append(address) } }
    var addresses: [String] { sent.withLock { $0 }.sorted() }  // copy inside, sort outside
}

/// Sends a reminder to each subscriber. Nobody needs a result, only that every one was sent
/// before `remind` returns.
func remind(_ subscribers: [String], outbox: Outbox) async {
    await withDiscardingTaskGroup { group in
        for subscriber in subscribers {
            group.addTask {
                await Task.yield()  // stands in for sending
                outbox.record(subscriber)
            }
        }
    }  // returns when every child has ended; each child is freed as soon as it ends
}
// snippet.end

// snippet.run
let outbox = Outbox()
let subscribers = ["dee@example.com", "ana@example.com", "cy@example.com", "bo@example.com"]
await remind(subscribers, outbox: outbox)
print("sent before remind returned: \(outbox.addresses.count) of \(subscribers.count)")
for address in outbox.addresses { print("  \(address)") }
// snippet.end
