// snippet.adapter
/// Makes AeroCast's client usable wherever the app expects a WeatherSource.
struct AeroCastWeather: WeatherSource {
    let client: AeroCastClient
    /// The app names towns; AeroCast names airfields. The adapter knows both.
    let stations: [String: String]

    func conditions(in town: String) -> Conditions? {
        guard let code = stations[town],
              let report = client.latestObservation(station: code)
        else { return nil }
        return Conditions(
            celsius: (report.temperatureF - 32) * 5 / 9,
            windKmh: report.windKnots * 1.852,
            sky: Self.sky(report.skyCode))
    }

    /// Fills a gap: AeroCast numbers the sky, the app names it.
    private static func sky(_ code: Int) -> String {
        switch code {
        case 0: "clear"
        case 1: "cloud"
        case 2: "rain"
        case 3: "thunder"
        default: "unknown"
        }
    }
}
// snippet.end
