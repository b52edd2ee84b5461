// snippet.protocol
/// What happened, as a value the compiler checks: no dictionary, no casting.
enum AuthEvent {
    case succeeded(user: String)
    case failed(user: String)
}

/// Class-bound, so the subject can find an observer again by identity (===).
protocol AuthObserver: AnyObject {
    func authenticator(didReport event: AuthEvent)
}
// snippet.end

// snippet.subject
final class Authenticator {
    private var observers: [any AuthObserver] = []
    private let passwords = ["alice": "hunter2", "bob": "secret"]

    var observerCount: Int { observers.count }

    func addObserver(_ observer: any AuthObserver) {
        // Registering the same object twice would deliver every event twice.
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    func removeObserver(_ observer: any AuthObserver) {
        observers.removeAll { $0 === observer }
    }

    func login(_ user: String, password: String) {
        let success = passwords[user] == password
        let event: AuthEvent = success ? .succeeded(user: user) : .failed(user: user)
        for observer in observers {
            observer.authenticator(didReport: event)
        }
    }
}
// snippet.end

// snippet.observers
final class ActivityLog: AuthObserver {
    func authenticator(didReport event: AuthEvent) {
        switch event {
        case .succeeded(let user): print("log:     \(user) signed in")
        case .failed(let user): print("log:     \(user) was refused")
        }
    }
}

final class FileCache: AuthObserver {
    func authenticator(didReport event: AuthEvent) {
        guard case .succeeded(let user) = event else { return }
        print("cache:   loading files for \(user)")
    }
}

final class AttackMonitor: AuthObserver {
    private(set) var isMonitoring = false
    func authenticator(didReport event: AuthEvent) {
        if case .failed = event { isMonitoring = true }
        print("monitor: watching for attacks: \(isMonitoring)")
    }
}
// snippet.end

// snippet.main
let auth = Authenticator()
let log = ActivityLog()
let cache = FileCache()
let monitor = AttackMonitor()

auth.addObserver(log)
auth.addObserver(cache)
auth.addObserver(monitor)
auth.addObserver(log)  // already there: ignored
print("observers: \(auth.observerCount)")

print("-- bob, right password")
auth.login("bob", password: "secret")
print("-- eve, wrong password")
auth.login("eve", password: "guess")

auth.removeObserver(cache)
print("-- cache removed, observers: \(auth.observerCount)")
auth.login("alice", password: "hunter2")
// snippet.end
