// The ride club's app: its own types, written against its own protocol.

import Foundation  // on Linux, rounded() needs the C maths library it links

/// What the ride planner needs to know about the weather in a town.
struct Conditions {
    let celsius: Double
    let windKmh: Double
    let sky: String
}

/// The app's interface to any weather source. Nothing else in the app knows
/// where the numbers come from.
protocol WeatherSource {
    func conditions(in town: String) -> Conditions?
}

/// Decides whether Saturday's ride goes ahead.
struct RideBriefing {
    let source: any WeatherSource

    func line(for town: String) -> String {
        guard let now = source.conditions(in: town) else {
            return "\(town): no report"
        }
        let ride = now.windKmh > 40 || now.sky == "thunder" ? "postponed" : "on"
        let celsius = Int(now.celsius.rounded())
        let wind = Int(now.windKmh.rounded())
        return "\(town): \(celsius) °C, wind \(wind) km/h, \(now.sky): ride \(ride)"
    }
}

/// The source the club used until now: its members' own weather stations.
struct ClubStations: WeatherSource {
    func conditions(in town: String) -> Conditions? {
        town == "Kettle Cross"
            ? Conditions(celsius: 14, windKmh: 18, sky: "cloud") : nil
    }
}
