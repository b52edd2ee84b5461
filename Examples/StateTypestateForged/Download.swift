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

