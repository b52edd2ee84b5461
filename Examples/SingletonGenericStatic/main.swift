// expect: compile-error
/// A generic type cannot hold a static stored property, so it cannot hold its own `shared`.
final class Cache<Value: Sendable>: Sendable {
    static let shared = Cache<Value>()
    private init() {}
}
