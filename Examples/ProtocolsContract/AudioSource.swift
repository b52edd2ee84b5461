// snippet.protocol
/// What the player needs from anything it can play.
protocol AudioSource {
    /// The same for every value of a conforming type.
    static var kind: String { get }
    /// Every source can be made from a title alone.
    init(title: String)
    /// Readable; a conformer may store it or compute it.
    var title: String { get }
    /// Readable and writable: the player moves the playhead.
    var position: Int { get set }
    /// Seconds of audio, or nil for a source with no end.
    var length: Int? { get }
    /// Moves the playhead; a struct changes itself to do it.
    mutating func skip(seconds: Int)
}
// snippet.end

// snippet.track
struct Track: AudioSource {
    static let kind = "track"
    let title: String
    var position = 0
    let length: Int?

    init(title: String) {
        self.init(title: title, seconds: 180)
    }

    init(title: String, seconds: Int) {
        self.title = title
        self.length = seconds
    }

    mutating func skip(seconds: Int) {
        position = min(position + seconds, length ?? 0)
    }
}
// snippet.end

// snippet.stream
final class LiveStream: AudioSource {
    static var kind: String { "live stream" }
    let station: String
    var position = 0

    init(title: String) {
        station = title
    }

    var title: String { "\(station) (live)" }
    var length: Int? { nil }

    func skip(seconds: Int) {
        position += seconds
    }
}
// snippet.end
