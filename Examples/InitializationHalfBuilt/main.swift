/// A departure that is created empty and filled in afterwards.
final class Departure {
    var train: String?
    var stops: [String]?
    var platform: Int?
}

func announcement(for departure: Departure) -> String {
    let train = departure.train ?? "unknown train"
    let destination = departure.stops?.last ?? "unknown destination"
    let platform = departure.platform.map { "platform \($0)" } ?? "platform to be announced"
    return "\(train) to \(destination), \(platform)"
}

let morning = Departure()
morning.train = "IC 512"
morning.stops = ["Basel", "Olten", "Bern"]
morning.platform = 7

let evening = Departure()
evening.train = "EN 470"
evening.platform = 4          // stops were meant to come from the timetable, later

let extra = Departure()
extra.train = "RE 88"
extra.stops = []              // "no stops yet" or a bug? The type can't say

for departure in [morning, evening, extra] {
    print(announcement(for: departure))
}
