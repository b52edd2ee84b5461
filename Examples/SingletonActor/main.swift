// snippet.actor
/// An actor singleton: the actor serialises every call, so no lock is needed,
/// but every call from outside is `await`.
actor AuditLog {
    static let shared = AuditLog()

    private var entries: [String] = []

    private init() {}

    func record(_ entry: String) {
        entries.append(entry)
    }

    var count: Int { entries.count }
}
// snippet.end

// snippet.mainactor
/// A main-actor singleton: plain mutable properties, no locks, and implicitly `Sendable`,
/// usable synchronously from main-actor code and with `await` from anywhere else.
@MainActor
final class ScreenState {
    static let shared = ScreenState()

    var title = "Inbox"
    var badgeCount = 0

    private init() {}
}
// snippet.end

// snippet.use
await withTaskGroup(of: Void.self) { group in
    for user in 0..<1_000 {
        group.addTask { await AuditLog.shared.record("login u\(user)") }
    }
}
print("AuditLog holds \(await AuditLog.shared.count) entries")

// Top-level code in main.swift runs on the main actor: no await needed here.
ScreenState.shared.title = "Unread"

// Background work hops to the main actor to touch the main-actor singleton.
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<500 {
        group.addTask { @MainActor in ScreenState.shared.badgeCount += 1 }
    }
}
let state = ScreenState.shared
print("ScreenState: title \(state.title), badge \(state.badgeCount)")
// snippet.end
