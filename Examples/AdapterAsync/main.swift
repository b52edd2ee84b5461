// snippet.hide
import Foundation  // on Linux, rounded() needs the C maths library it links
// snippet.show
// snippet.protocol
struct Conditions: Sendable {
    let celsius: Double
    let windKmh: Double
}

/// The app's own errors: callers never see AeroCast's.
enum WeatherError: Error {
    case unknownTown(String)
    case unavailable(String)
    case noReportYet(String)
}

protocol WeatherSource: Sendable {
    func conditions(in town: String) async throws -> Conditions
}
// snippet.end

// snippet.adapter
struct AeroCastWeather: WeatherSource {
    let client: AeroCastClient
    let stations: [String: String]

    func conditions(in town: String) async throws -> Conditions {
        guard let code = stations[town] else { throw WeatherError.unknownTown(town) }
        let report = try await withCheckedThrowingContinuation { continuation in
            client.fetchObservation(station: code) { observation, error in
                switch (observation, error) {
                case (let observation?, _):
                    continuation.resume(returning: observation)
                case (nil, _?):
                    continuation.resume(throwing: WeatherError.unavailable(town))
                case (nil, nil):
                    continuation.resume(throwing: WeatherError.noReportYet(town))
                }
            }
        }
        return Conditions(
            celsius: (report.temperatureF - 32) * 5 / 9,
            windKmh: report.windKnots * 1.852)
    }
}
// snippet.end

// snippet.main
let weather: any WeatherSource = AeroCastWeather(
    client: AeroCastClient(),
    stations: ["Kettle Cross": "XKTC", "Wenlow": "XWNL", "Ashby Fen": "XASF"])

for town in ["Kettle Cross", "Wenlow", "Ashby Fen", "Lower Dunmore"] {
    do {
        let now = try await weather.conditions(in: town)
        print("\(town): \(Int(now.celsius.rounded())) °C, wind \(Int(now.windKmh.rounded())) km/h")
    } catch {
        print("\(town): \(error)")
    }
}
// snippet.end
