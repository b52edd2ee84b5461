// Rows from a playlist file; three of them carry lengths no track can have.
let rows: [(title: String, artist: String, seconds: Double)] = [
    ("Harbour Lights", "The Tidewaters", 212),
    ("Static", "Mona Vale", 0),
    ("Low Tide", "The Tidewaters", -3.5),
    ("Drone", "Mona Vale", 1e300),
    ("Night Ferry", "The Tidewaters", 245),
]

var library: [Track] = []
for row in rows {
    if let track = Track(title: row.title, artist: row.artist, seconds: row.seconds) {
        library.append(track)
    } else {
        print("Refused \(row.title): \(row.seconds) s is not a length")
    }
}
print("Library: \(library.map { "\($0.title) (\($0.length))" })")
