// expect: compile-warning

// snippet.hide
struct Request: Sendable {
    let method: String
    let path: String
}

enum TransportError: Error {
    case timedOut
    case unauthorized
}

protocol RequestBehavior: Sendable {
    func afterSuccess(_ request: Request, status: Int) async
    func afterFailure(_ request: Request, error: any Error) async
}

extension RequestBehavior {
    func afterSuccess(_ request: Request, status: Int) async {}
    func afterFailure(_ request: Request, error: any Error) async {}
}

// snippet.show
actor FailureTally {
    private(set) var failures = 0
}

/// The conformance in an extension of its own: now the compiler compares.
extension FailureTally: RequestBehavior {
    func afterFailure(_ request: Request, error: TransportError) {
        failures += 1
    }
}
