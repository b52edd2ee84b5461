/// The template every track is made from: its data and the behaviour
/// that belongs with it.
final class Track {
    let title: String
    let artist: String
    let seconds: Double
    var plays: Int
    // snippet.genre
    var genre = "Unsorted"  // the new field: a default, so no initializer call changes
    // snippet.end

    init(title: String, artist: String, seconds: Double, plays: Int) {
        self.title = title
        self.artist = artist
        self.seconds = seconds
        self.plays = plays
    }

    var length: String {
        let whole = Int(seconds)
        return "\(whole / 60) min \(whole % 60) s"
    }

    var secondsListened: Double {
        seconds * Double(plays)
    }
}
