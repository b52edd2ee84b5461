// expect: compile-error
// A new state is added to the enum; the transition table has not caught up.
enum DownloadState {
    case idle
    case downloading(received: Int)
    case paused(received: Int)
    case verifying(received: Int)  // new: checking the bytes after the last one arrives
    case finished
    case failed(reason: String, received: Int)
}

enum Event {
    case start, receive(Int), pause, resume, fail(String)
}

func next(after state: DownloadState, on event: Event) -> DownloadState? {
    switch (state, event) {
    case (.idle, .start):
        return .downloading(received: 0)
    case let (.downloading(received), .pause):
        return .paused(received: received)
    case let (.paused(received), .resume):
        return .downloading(received: received)
    case (.idle, _), (.downloading, _), (.paused, _), (.finished, _), (.failed, _):
        return nil
    }
}
