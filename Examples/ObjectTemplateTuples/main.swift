// snippet.tuples
// Each track is a tuple: title, artist, length in seconds, plays.
let tracks = [
    ("Harbour Lights", "The Tidewaters", 212.0, 1_840),
    ("Paper Kites", "Mona Vale", 187.5, 920),
    ("Night Ferry", "The Tidewaters", 245.0, 3_310),
]

func length(of track: (String, String, Double, Int)) -> String {
    let seconds = Int(track.2)
    return "\(seconds / 60) min \(seconds % 60) s"
}

func hoursListened(to tracks: [(String, String, Double, Int)]) -> Int {
    let seconds = tracks.reduce(0) { total, track in total + track.2 * Double(track.3) }
    return Int(seconds / 3_600)
}
// snippet.end

// snippet.use
for track in tracks {
    print("\(track.0) runs \(length(of: track))")
}
print("Hours listened in total: \(hoursListened(to: tracks))")
// snippet.end
