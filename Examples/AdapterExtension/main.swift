// snippet.extension
/// The vendor's type itself becomes a WeatherSource: no wrapper to create.
extension AeroCastClient: WeatherSource {
    // An extension can't add stored properties to an instance, so the table
    // of stations is static: one table for every client in the program.
    private static let stations =
        ["Kettle Cross": "XKTC", "Wenlow": "XWNL", "Ashby Fen": "XASF"]

    func conditions(in town: String) -> Conditions? {
        guard let code = Self.stations[town],
              let report = latestObservation(station: code)
        else { return nil }
        let sky = ["clear", "cloud", "rain", "thunder"]
        return Conditions(
            celsius: (report.temperatureF - 32) * 5 / 9,
            windKmh: report.windKnots * 1.852,
            sky: sky.indices.contains(report.skyCode) ? sky[report.skyCode] : "unknown")
    }
}
// snippet.end

// snippet.main
let briefing = RideBriefing(source: AeroCastClient())
for town in ["Kettle Cross", "Wenlow", "Ashby Fen"] {
    print(briefing.line(for: town))
}
// snippet.end
