/// The final template: rules for every value, at creation and on every change.
final class Track {
    let title: String
    let artist: String
    let seconds: Double
    private var storedPlays: Int

    // snippet.init
    /// Refuses a length or a count that no track can have (a length up to a day is fine),
    /// so no Track ever holds one.
    init?(title: String, artist: String, seconds: Double, plays: Int = 0) {
        guard seconds > 0, seconds <= 86_400, plays >= 0 else { return nil }
        self.title = title
        self.artist = artist
        self.seconds = seconds
        storedPlays = plays
    }
    // snippet.end

    // snippet.plays
    /// Still reads and writes like a stored property, but ignores a negative count.
    var plays: Int {
        get { storedPlays }
        set { if newValue >= 0 { storedPlays = newValue } }
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
