// snippet.hide
import Synchronization
// snippet.show
enum CheckFailure: Error {
    case outOfStock(String)
}

/// What each check did, read once every task has ended.
let journal = Mutex<[String]>([])

func check(_ name: String) async throws {
    if name == "stock" { throw CheckFailure.outOfStock("lamp shade") }
    try await Task.sleep(for: .milliseconds(200))  // would throw if the group cancelled it
    journal.withLock { $0.append("\(name): finished, never cancelled") }
}

/// Starts every check, then returns without reading a single child's result.
func verify(_ checks: [String]) async -> String {
    await withThrowingTaskGroup(of: Void.self) { group in
        for name in checks {
            group.addTask { try await check(name) }
        }
        return "verify returned normally"
    }  // waits for both children, then drops the stock check's error
}

print(await verify(["address", "stock"]))
for line in journal.withLock({ $0 }) { print("  \(line)") }
