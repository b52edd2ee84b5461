// snippet.protocol
/// One type per state. Each method returns the next state, or nil when the
/// event means nothing here; the defaults say "nothing" for every event.
protocol DownloadState {
    var summary: String { get }
    func start() -> (any DownloadState)?
    func receive(_ bytes: Int, of total: Int) -> (any DownloadState)?
    func pause() -> (any DownloadState)?
    func resume() -> (any DownloadState)?
    func fail(_ reason: String) -> (any DownloadState)?
}

extension DownloadState {
    func start() -> (any DownloadState)? { nil }
    func receive(_ bytes: Int, of total: Int) -> (any DownloadState)? { nil }
    func pause() -> (any DownloadState)? { nil }
    func resume() -> (any DownloadState)? { nil }
    func fail(_ reason: String) -> (any DownloadState)? { nil }
}
// snippet.end

// snippet.states
struct Idle: DownloadState {
    var summary: String { "idle" }
    func start() -> (any DownloadState)? { Downloading(received: 0) }
}

struct Downloading: DownloadState {
    let received: Int
    var summary: String { "downloading, \(received) bytes" }

    func receive(_ bytes: Int, of total: Int) -> (any DownloadState)? {
        let now = received + bytes
        return now >= total ? Finished(size: now) : Downloading(received: now)
    }
    func pause() -> (any DownloadState)? { Paused(received: received) }
    func fail(_ reason: String) -> (any DownloadState)? {
        Failed(reason: reason, received: received)
    }
}

struct Paused: DownloadState {
    let received: Int
    var summary: String { "paused at \(received) bytes" }
    func resume() -> (any DownloadState)? { Downloading(received: received) }
    func fail(_ reason: String) -> (any DownloadState)? {
        Failed(reason: reason, received: received)
    }
}

struct Failed: DownloadState {
    let reason: String
    let received: Int
    var summary: String { "failed (\(reason)) at \(received) bytes" }

    /// Resuming a failed download is a retry that keeps the bytes we have.
    func resume() -> (any DownloadState)? { Downloading(received: received) }
}

struct Finished: DownloadState {
    let size: Int
    var summary: String { "finished, \(size) bytes" }
}
// snippet.end
