// snippet.phases
/// Phases exist only as types: caseless enums that can never be instantiated.
enum Idle {}
enum Running {}
enum Paused {}
enum Finished {}

/// A download whose phase is part of its type. `~Copyable` means there is only
/// ever one value for a given download, and `consuming` methods use it up.
struct Download<Phase>: ~Copyable {
    let name: String
    let received: Int

    /// Private: only the transitions in this file can make a download in a given phase.
    private init(name: String, received: Int) {
        (self.name, self.received) = (name, received)
    }
}
// snippet.end

// snippet.transitions
extension Download where Phase == Idle {
    init(name: String) {
        self.init(name: name, received: 0)
    }

    consuming func start() -> Download<Running> {
        Download<Running>(name: name, received: 0)
    }
}

extension Download where Phase == Running {
    consuming func receive(_ bytes: Int) -> Download<Running> {
        Download<Running>(name: name, received: received + bytes)
    }

    consuming func pause() -> Download<Paused> {
        Download<Paused>(name: name, received: received)
    }

    consuming func finish() -> Download<Finished> {
        Download<Finished>(name: name, received: received)
    }
}

extension Download where Phase == Paused {
    consuming func resume() -> Download<Running> {
        Download<Running>(name: name, received: received)
    }
}

extension Download where Phase == Finished {
    borrowing func report() -> String {
        "\(name): \(received) bytes"
    }
}
// snippet.end

// snippet.session
// Top-level `let`s are globals, and globals cannot be consumed, so the
// session runs inside a function where the values are locals.
func downloadAlbum() {
    let fresh = Download(name: "album.zip")
    let running = fresh.start().receive(100)
    print("running, \(running.received) bytes")
    let paused = running.pause()
    print("paused at \(paused.received) bytes")
    let done = paused.resume().receive(200).finish()
    print("finished:", done.report())
}

downloadAlbum()
// snippet.end
