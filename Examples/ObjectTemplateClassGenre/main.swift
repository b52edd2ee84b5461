let tracks = [
    Track(title: "Harbour Lights", artist: "The Tidewaters", seconds: 212, plays: 1_840),
    Track(title: "Paper Kites", artist: "Mona Vale", seconds: 187.5, plays: 920),
    Track(title: "Night Ferry", artist: "The Tidewaters", seconds: 245, plays: 3_310),
]

func hoursListened(to tracks: [Track]) -> Int {
    Int(tracks.reduce(0) { $0 + $1.secondsListened } / 3_600)
}

for track in tracks {
    print("\(track.title) runs \(track.length)")
}
print("Hours listened in total: \(hoursListened(to: tracks))")

// A buggy sync from an old player writes a negative count.
tracks[0].plays = -5_000
print("Plays of \(tracks[0].title) after the sync: \(tracks[0].plays)")
print("Hours listened in total: \(hoursListened(to: tracks))")

// The one new line: the field the old calling code never mentions.
print("Genre of \(tracks[0].title): \(tracks[0].genre)")
