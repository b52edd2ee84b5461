// Another version of the vendor's SDK. Its documentation says, near the end:
// "If a cached observation exists, the handler is called with it at once,
// and called again when the fresh observation arrives."

public struct AeroObservation: Sendable {
    public let temperatureF: Double
}

public final class AeroCastClient: Sendable {
    public init() {}

    public func fetchObservation(
        station icao: String,
        handler: @escaping @Sendable (AeroObservation) -> Void
    ) {
        handler(AeroObservation(temperatureF: 57))  // from the cache
        // Stand-in for the network: the real SDK would call this later.
        handler(AeroObservation(temperatureF: 59))  // fresh
    }
}
