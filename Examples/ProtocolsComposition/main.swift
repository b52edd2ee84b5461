// snippet.protocols
protocol Playable {
    var title: String { get }
}

protocol Downloadable {
    var megabytes: Int { get }
}

struct Track: Playable, Downloadable {
    let title: String
    let megabytes: Int
}
// snippet.end

// snippet.main
/// Only something both playable and downloadable can be kept for a flight.
func keepForFlight(_ item: some Playable & Downloadable) {
    print("Saved \(item.title), \(item.megabytes) MB")
}

keepForFlight(Track(title: "Harbour Lights", megabytes: 9))

typealias OfflinePlayable = Playable & Downloadable
let offline: [any OfflinePlayable] = [
    Track(title: "Low Tide", megabytes: 7),
    Track(title: "Salt Road", megabytes: 8),
]
let total = offline.reduce(0) { $0 + $1.megabytes }
print("\(offline.count) tracks for the flight, \(total) MB")
print("any Playable: \(MemoryLayout<any Playable>.size) bytes, "
    + "any Playable & Downloadable: \(MemoryLayout<any OfflinePlayable>.size) bytes")
// snippet.end
