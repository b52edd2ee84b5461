/// The final template: rules for every value, at creation and on every change.
final class Track {
    let title: String
    let artist: String
    let seconds: Double
    private var storedPlays: Int

    // snippet.init
    /// Refuses a length that no track can have, so no Track ever holds one.
    init?(title: String, artist: String, seconds: Double, plays: Int = 0) {
        guard seconds > 0, seconds.isFinite else { return nil }
        self.title = title
        self.artist = artist
        self.seconds = seconds
        storedPlays = max(0, plays)
    }
    // snippet.end

    // snippet.plays
    /// Still reads and writes like a stored property, but can no longer go negative.
    var plays: Int {
        get { storedPlays }
        set { storedPlays = max(0, newValue) }
    }
    // snippet.end

    var length: String {
        let whole = Int(seconds)
        return "\(whole / 60) min \(whole % 60) s"
    }

    var secondsListened: Double {
        seconds * Double(plays)
    }
}
