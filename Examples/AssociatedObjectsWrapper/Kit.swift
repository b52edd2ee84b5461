// A Bluetooth kit the app links against: its source is not ours to edit.

/// One nearby device, as the kit reports it.
public final class Peripheral {
    public let advertisedName: String
    public private(set) var batteryPercent: Int

    public init(advertisedName: String, batteryPercent: Int) {
        self.advertisedName = advertisedName
        self.batteryPercent = batteryPercent
    }
}
