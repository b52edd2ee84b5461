// expect: compile-error
// snippet.open
/// Not final: a subclass could add mutable state, so the compiler refuses Sendable.
class OpenSettings: Sendable {
    let retryLimit = 3
}
// snippet.end

// snippet.outside
/// Final, Sendable, and its initializer private.
final class AppSettings: Sendable {
    static let shared = AppSettings()
    let retryLimit = 3
    private init() {}
}

let second = AppSettings()   // code outside the class tries to make another
// snippet.end
