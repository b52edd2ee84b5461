// A Bluetooth kit the app links against: its source is not ours to edit.

/// One nearby device. The kit leaves room for its clients' own data.
public final class Peripheral {
    /// Keys for `userInfo`; clients add their own as static constants.
    public struct UserInfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let advertisedName: String
    /// Whatever the app wants to keep with this device; the kit never reads it.
    public var userInfo: [UserInfoKey: Any] = [:]

    public init(advertisedName: String) {
        self.advertisedName = advertisedName
    }

    deinit { print("  (kit frees \(advertisedName))") }
}
