// snippet.settings
/// Read-only settings loaded once and shared by the whole program.
final class AppSettings: Sendable {
    static let shared = AppSettings()

    let region: String
    let retryLimit: Int

    private init() {
        print("  AppSettings.init runs (once)")
        region = "eu-central"
        retryLimit = 3
    }
}
// snippet.end

// snippet.use
print("Program started; AppSettings not created yet")

// A thousand child tasks race for the very first read of `shared`.
print("1000 concurrent tasks read AppSettings.shared:")
let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
    for _ in 0..<1_000 {
        group.addTask { ObjectIdentifier(AppSettings.shared) }
    }
    var identities = Set<ObjectIdentifier>()
    for await identity in group { identities.insert(identity) }
    return identities
}
print("  distinct instances seen: \(seen.count)")

print("Later reads:")
print("  region = \(AppSettings.shared.region)")
print("  retries = \(AppSettings.shared.retryLimit)")
// snippet.end
