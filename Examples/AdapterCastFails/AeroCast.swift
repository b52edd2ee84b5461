// A vendor's SDK. In a real app it arrives as a compiled framework: you can
// read its interface, you cannot change it. It speaks aviation: airport
// codes, degrees Fahrenheit, knots and numbered sky codes.

public struct AeroObservation: Sendable {
    public let temperatureF: Double
    public let windKnots: Double
    /// 0 clear, 1 cloud, 2 rain, 3 thunderstorm.
    public let skyCode: Int
}

public final class AeroCastClient: Sendable {
    public init() {}

    public func latestObservation(station icao: String) -> AeroObservation? {
        switch icao {
        case "XKTC": AeroObservation(temperatureF: 59, windKnots: 9, skyCode: 1)
        case "XWNL": AeroObservation(temperatureF: 50, windKnots: 26, skyCode: 2)
        case "XASF": AeroObservation(temperatureF: 68, windKnots: 4, skyCode: 0)
        default: nil
        }
    }
}
