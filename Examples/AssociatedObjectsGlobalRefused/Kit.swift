// A Bluetooth kit the app links against: its source is not ours to edit.

/// One nearby device, as the kit reports it. The kit frees it when the device goes out of range.
public final class Peripheral {
    public let advertisedName: String

    public init(advertisedName: String) {
        self.advertisedName = advertisedName
    }

    deinit { print("  (kit frees \(advertisedName))") }
}
