// A Bluetooth kit the app links against: its source is not ours to edit.

/// One nearby device, as the kit reports it. Immutable, so the kit marks it `Sendable`.
public final class Peripheral: Sendable {
    public let advertisedName: String

    public init(advertisedName: String) {
        self.advertisedName = advertisedName
    }
}
