// Three kinds of audio, written by three people, with nothing in common.
struct Track {
    let title: String
    let seconds: Int
}

final class LiveStream {
    let station: String
    init(station: String) { self.station = station }
}

struct PodcastEpisode {
    let show: String
    let number: Int
}

// snippet.player
/// The player takes anything and finds out what it got by asking.
func play(_ item: Any) {
    if let track = item as? Track {
        print("Playing \(track.title) (\(track.seconds)s)")
    } else if let stream = item as? LiveStream {
        print("Tuning in to \(stream.station)")
    } else {
        print("Can't play a \(type(of: item))")
    }
}
// snippet.end

// snippet.main
let queue: [Any] = [
    Track(title: "Harbour Lights", seconds: 214),
    LiveStream(station: "Coastline FM"),
    PodcastEpisode(show: "Night Shift", number: 7),
    "Harbour Lights",
]
for item in queue {
    play(item)
}
// snippet.end
