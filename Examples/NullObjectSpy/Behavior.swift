struct Request: Sendable, CustomStringConvertible {
    let method: String
    let path: String
    var description: String { "\(method) \(path)" }
}

// snippet.protocol
/// Side effects and decisions around one request. Every hook has a neutral default.
protocol RequestBehavior: Sendable {
    var headers: [String: String] { get }
    func beforeSend(_ request: Request) async
    func shouldRetry(_ request: Request, after error: any Error, attempt: Int) async -> Bool
    func afterSuccess(_ request: Request, status: Int) async
    func afterFailure(_ request: Request, error: any Error) async
}

extension RequestBehavior {
    var headers: [String: String] { [:] }
    func beforeSend(_ request: Request) async {}
    func shouldRetry(_ request: Request, after error: any Error, attempt: Int) async -> Bool {
        false
    }
    func afterSuccess(_ request: Request, status: Int) async {}
    func afterFailure(_ request: Request, error: any Error) async {}
}
// snippet.end

// snippet.combined
/// A composite of behaviours, and a behaviour itself. Empty, it is the null object.
struct CombinedBehavior: RequestBehavior {
    let parts: [any RequestBehavior]
    init(_ parts: [any RequestBehavior]) { self.parts = parts }

    static let none = CombinedBehavior([])

    var headers: [String: String] {
        parts.reduce(into: [:]) { merged, part in
            merged.merge(part.headers) { _, later in later }
        }
    }
    func beforeSend(_ request: Request) async {
        for part in parts { await part.beforeSend(request) }
    }
    func shouldRetry(_ request: Request, after error: any Error, attempt: Int) async -> Bool {
        for part in parts where await part.shouldRetry(request, after: error, attempt: attempt) {
            return true
        }
        return false
    }
    func afterSuccess(_ request: Request, status: Int) async {
        for part in parts.reversed() { await part.afterSuccess(request, status: status) }
    }
    func afterFailure(_ request: Request, error: any Error) async {
        for part in parts.reversed() { await part.afterFailure(request, error: error) }
    }
}
// snippet.end
