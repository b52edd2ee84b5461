// expect: compile-error
/// Only reference types may conform, so a conformer can be held weakly.
protocol PlaybackListener: AnyObject {
    func playback(reached seconds: Int)
}

final class Player {
    weak var listener: (any PlaybackListener)?
}

final class ProgressBar: PlaybackListener {
    func playback(reached seconds: Int) {}
}

struct ProgressLog: PlaybackListener {
    func playback(reached seconds: Int) {}
}
