// snippet.hide
import Synchronization

// snippet.show
// snippet.spy
/// A log that several spies can share. The Mutex makes it Sendable.
final class CallLog: Sendable {
    private let entries = Mutex<[String]>([])
    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

/// Records every hook call, and answers the one question it is asked.
struct SpyBehavior: RequestBehavior {
    let name: String
    let log: CallLog
    var retryUntilAttempt = 0

    func beforeSend(_ request: Request) {
        log.record("\(name).beforeSend \(request)")
    }
    func shouldRetry(_ request: Request, after error: any Error, attempt: Int) -> Bool {
        log.record("\(name).shouldRetry attempt \(attempt)")
        return attempt < retryUntilAttempt
    }
    func afterSuccess(_ request: Request, status: Int) {
        log.record("\(name).afterSuccess \(status)")
    }
    func afterFailure(_ request: Request, error: any Error) {
        log.record("\(name).afterFailure \(error)")
    }
}
// snippet.end

// snippet.tests
func check(_ name: String, _ log: CallLog, equals expected: [String]) {
    print(log.all == expected ? "PASS \(name)" : "FAIL \(name): \(log.all)")
}

let client = SurveyClient(server: FakeServer())

let failed = CallLog()
_ = try? await client.send(Request(method: "POST", path: "/sightings"),
                           also: SpyBehavior(name: "spy", log: failed))
check("a refused upload asks about a retry, then reports the failure", failed, equals: [
    "spy.beforeSend POST /sightings",
    "spy.shouldRetry attempt 1",
    "spy.afterFailure unauthorized",
])

let nested = CallLog()
let pair = CombinedBehavior([SpyBehavior(name: "outer", log: nested),
                             SpyBehavior(name: "inner", log: nested, retryUntilAttempt: 2)])
_ = try? await client.send(Request(method: "GET", path: "/counts/ridge"), also: pair)
check("one yes retries; after-hooks unwind in reverse", nested, equals: [
    "outer.beforeSend GET /counts/ridge",
    "inner.beforeSend GET /counts/ridge",
    "outer.shouldRetry attempt 1",
    "inner.shouldRetry attempt 1",
    "inner.afterSuccess 200",
    "outer.afterSuccess 200",
])
// snippet.end
