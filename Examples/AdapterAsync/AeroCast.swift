// The vendor's SDK, callback edition: the answer arrives later, on the SDK's
// own queue, as an optional observation and an optional error.
import Dispatch

public struct AeroObservation: Sendable {
    public let temperatureF: Double
    public let windKnots: Double
}

public struct AeroCastError: Error {
    public let code: Int
}

public final class AeroCastClient: Sendable {
    private let queue = DispatchQueue(label: "aerocast.network")

    public init() {}

    /// Calls `completion` once: with an observation, or with an error, or
    /// (for a station that has not reported yet) with neither.
    public func fetchObservation(
        station icao: String,
        completion: @escaping @Sendable (AeroObservation?, (any Error)?) -> Void
    ) {
        queue.async {
            switch icao {
            case "XKTC": completion(AeroObservation(temperatureF: 59, windKnots: 9), nil)
            case "XWNL": completion(nil, AeroCastError(code: 503))
            default: completion(nil, nil)
            }
        }
    }
}
