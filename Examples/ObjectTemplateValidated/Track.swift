/// The same public face as before; the implementation behind it has changed.
final class Track {
    let title: String
    let artist: String
    let seconds: Double
    private var storedPlays: Int

    init(title: String, artist: String, seconds: Double, plays: Int) {
        self.title = title
        self.artist = artist
        self.seconds = seconds
        storedPlays = max(0, plays)
    }

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
