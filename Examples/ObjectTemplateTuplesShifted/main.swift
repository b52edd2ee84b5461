// snippet.tuples
// The tempo in beats per minute is inserted before the length,
// and the signatures are updated to the new layout. The bodies are untouched.
let tracks = [
    ("Harbour Lights", "The Tidewaters", 96.0, 212.0, 1_840),
    ("Paper Kites", "Mona Vale", 120.0, 187.5, 920),
    ("Night Ferry", "The Tidewaters", 72.0, 245.0, 3_310),
]

func length(of track: (String, String, Double, Double, Int)) -> String {
    let seconds = Int(track.2)
    return "\(seconds / 60) min \(seconds % 60) s"
}

func hoursListened(to tracks: [(String, String, Double, Double, Int)]) -> Int {
    let seconds = tracks.reduce(0) { total, track in total + track.2 * Double(track.3) }
    return Int(seconds / 3_600)
}
// snippet.end

for track in tracks {
    print("\(track.0) runs \(length(of: track))")
}
print("Hours listened in total: \(hoursListened(to: tracks))")
