// expect: compile-error

// snippet.hide
struct Request: Sendable {
    let method: String
    let path: String
}

// snippet.show
/// The same hooks, synchronous.
protocol SyncRequestBehavior: Sendable {
    func beforeSend(_ request: Request)
    func afterSuccess(_ request: Request, status: Int)
}

@MainActor final class LoadingIndicator {
    private var inFlight = 0
}

extension LoadingIndicator: SyncRequestBehavior {
    func beforeSend(_ request: Request) { inFlight += 1 }
    func afterSuccess(_ request: Request, status: Int) { inFlight -= 1 }
}

@MainActor final class ProgressBar {
    private var inFlight = 0
}

extension ProgressBar: @MainActor SyncRequestBehavior {
    func beforeSend(_ request: Request) { inFlight += 1 }
    func afterSuccess(_ request: Request, status: Int) { inFlight -= 1 }
}
