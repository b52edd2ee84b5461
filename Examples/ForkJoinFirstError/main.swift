// snippet.hide
import Synchronization
// snippet.show
// snippet.checks
enum CheckFailure: Error {
    case outOfStock(String)
}

/// What each check did, gathered from several tasks and read once they have all ended.
let journal = Mutex<[String]>([])

/// One of the checks an order needs before it ships. The stock check fails at once; the
/// others take long enough (a minute) to still be running when it does.
func check(_ name: String) async throws -> String {
    if name == "stock" { throw CheckFailure.outOfStock("lamp shade") }
    do {
        try await Task.sleep(for: .seconds(60))
    } catch {
        journal.withLock { $0.append("\(name): stopped by \(error)") }
        throw error
    }
    return "\(name) ok"
}

func verify(_ checks: [String]) async throws -> [String] {
    try await withThrowingTaskGroup(of: String.self) { group in
        for name in checks {
            group.addTask { try await check(name) }
        }
        var passed: [String] = []
        for try await result in group {  // the first error is thrown here...
            passed.append(result)
        }
        return passed.sorted()
    }  // ...and the group cancels the other children and waits for them before it returns
}
// snippet.end

// snippet.run
let clock = ContinuousClock()
let start = clock.now
do {
    let passed = try await verify(["address", "fraud", "payment", "stock"])
    print("passed: \(passed)")
} catch {
    print("order held: \(error)")
}
print("verify took a minute: \(start.duration(to: clock.now) >= .seconds(60))")
for line in journal.withLock({ $0.sorted() }) { print("  \(line)") }
// snippet.end
