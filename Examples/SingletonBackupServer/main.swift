// snippet.hide
import Foundation
import Synchronization
// snippet.show

// snippet.server
/// One backup server for the whole program. Its mutable state lives inside a Mutex,
/// so the class has only immutable, Sendable stored properties and is plainly Sendable.
final class BackupServer: Sendable {
    static let shared = BackupServer(name: "MainServer")

    let name: String
    private let items = Mutex<[String]>([])

    private init(name: String) { self.name = name }

    func backup(_ item: String) {
        items.withLock { $0.append(item) }
        Logger.shared.log("backed up \(item)")
    }

    var itemCount: Int { items.withLock { $0.count } }
    var distinctItemCount: Int { items.withLock { Set($0).count } }
}
// snippet.end

// snippet.logger
/// The older way: a lock the compiler cannot see, so the class promises
/// `@unchecked Sendable` and every access to `lines` must go through `lock`.
final class Logger: @unchecked Sendable {
    static let shared = Logger()

    private let lock = NSLock()
    private var lines: [String] = []

    private init() {}

    func log(_ message: String) {
        lock.withLock { lines.append(message) }
    }

    var lineCount: Int { lock.withLock { lines.count } }
}
// snippet.end

// snippet.race
// Ten thousand child tasks, spread over every core, all back up at once.
await withTaskGroup(of: Void.self) { group in
    for number in 0..<10_000 {
        group.addTask { BackupServer.shared.backup("item \(number)") }
    }
}
let server = BackupServer.shared
print("\(server.itemCount) items were backed up to \(server.name)")
print("\(server.distinctItemCount) of them are distinct, none lost or doubled")
print("The logger recorded \(Logger.shared.lineCount) lines")
// snippet.end
