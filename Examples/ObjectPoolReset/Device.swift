import Synchronization

// snippet.device
/// A test device. Each job installs its app on it; whatever a job leaves behind
/// must be gone before the next job starts. Devices cross threads, so the mutable
/// list sits behind a Mutex, which makes the class Sendable.
final class TestDevice: Sendable {
    let name: String
    private let apps = Mutex<[String]>([])

    init(name: String) { self.name = name }

    func install(_ app: String) { apps.withLock { $0.append(app) } }
    var installedApps: [String] { apps.withLock { $0 } }
    func wipe() { apps.withLock { $0.removeAll() } }
}
// snippet.end
