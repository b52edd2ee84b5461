// Every side effect of a login is wired straight into the authenticator.

final class ActivityLog {
    func record(_ line: String) { print("log:     \(line)") }
}

final class FileCache {
    func loadFiles(for user: String) { print("cache:   loading files for \(user)") }
}

final class AttackMonitor {
    private(set) var isMonitoring = false
    func noteFailure(for user: String) {
        isMonitoring = true
        print("monitor: failed login for \(user), watching: \(isMonitoring)")
    }
}

// snippet.authenticator
final class Authenticator {
    // The authenticator creates, owns and calls every interested party.
    private let log = ActivityLog()
    private let cache = FileCache()
    private let monitor = AttackMonitor()
    private let passwords = ["alice": "hunter2", "bob": "secret"]

    func login(_ user: String, password: String) {
        let success = passwords[user] == password
        log.record("auth request for \(user), success: \(success)")
        if success {
            cache.loadFiles(for: user)
        } else {
            monitor.noteFailure(for: user)
        }
    }
}
// snippet.end

let auth = Authenticator()
auth.login("bob", password: "secret")
auth.login("eve", password: "guess")
