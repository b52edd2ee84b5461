// A Bluetooth kit the app links against: its source is not ours to edit.

/// One nearby device. The kit makes a new object each time a device comes into
/// range; `identifier` is the device's own, and stays the same.
public final class Peripheral {
    public let identifier: String
    public let advertisedName: String

    public init(identifier: String, advertisedName: String) {
        self.identifier = identifier
        self.advertisedName = advertisedName
    }
}
