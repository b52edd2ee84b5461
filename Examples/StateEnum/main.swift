// snippet.state
/// Each case is one state, and carries only the data that state has.
enum DownloadState {
    case idle
    case downloading(received: Int)
    case paused(received: Int)
    case finished
    case failed(reason: String, received: Int)
}

enum Event {
    case start
    case receive(Int)
    case pause
    case resume
    case fail(String)
}
// snippet.end

// snippet.machine
struct Download {
    let total: Int
    private(set) var state = DownloadState.idle

    init(total: Int) { self.total = total }

    /// The whole transition table in one switch over (state, event).
    /// Returns false when the event means nothing in the current state.
    mutating func handle(_ event: Event) -> Bool {
        switch (state, event) {
        case (.idle, .start):
            state = .downloading(received: 0)
        case let (.downloading(received), .receive(bytes)):
            let now = received + bytes
            state = now >= total ? .finished : .downloading(received: now)
        case let (.downloading(received), .pause):
            state = .paused(received: received)
        case let (.paused(received), .resume):
            state = .downloading(received: received)
        case let (.failed(_, received), .resume):
            state = .downloading(received: received)   // retry keeps what we have
        case let (.downloading(received), .fail(reason)),
             let (.paused(received), .fail(reason)):
            state = .failed(reason: reason, received: received)
        case (.idle, _), (.downloading, _), (.paused, _), (.finished, _), (.failed, _):
            return false
        }
        return true
    }
}
// snippet.end

// snippet.session
var download = Download(total: 300)
let events: [Event] = [
    .pause, .start, .receive(100), .pause, .receive(100), .resume,
    .fail("connection reset"), .receive(100), .resume, .receive(200), .resume,
]
for event in events {
    if download.handle(event) {
        print("\(event) -> \(download.state)")
    } else {
        print("\(event) ignored, still \(download.state)")
    }
}
// snippet.end
