// snippet.hide
import Synchronization

// snippet.show
// snippet.sink
/// Where log lines go. The default prints them; a test binds one that records.
protocol LogSink: Sendable {
    func write(_ line: String)
}

struct PrintSink: LogSink {
    func write(_ line: String) { print("  log: \(line)") }
}

final class RecordingSink: LogSink {
    private let lines = Mutex<[String]>([])
    func write(_ line: String) { lines.withLock { $0.append(line) } }
    var recorded: [String] { lines.withLock { $0 } }
}

enum Log {
    @TaskLocal static var sink: any LogSink = PrintSink()
}
// snippet.end

// snippet.code
/// The code under test logs, and knows nothing of where its lines go.
func applyCoupon(_ code: String, to cents: Int) -> Int {
    guard code == "TEA10" else {
        Log.sink.write("coupon \(code) refused")
        return cents
    }
    Log.sink.write("coupon \(code): 10% off \(cents) cents")
    return cents * 9 / 10
}
// snippet.end

// snippet.test
print("as deployed:")
print("  total \(applyCoupon("TEA10", to: 2_450))")

print("in a test, with a recording sink bound:")
let recorder = RecordingSink()
let total = Log.$sink.withValue(recorder) {
    applyCoupon("MUG5", to: 1_200)
}
print("  total \(total), recorded \(recorder.recorded)")
print("after the test: \(type(of: Log.sink))")
// snippet.end
