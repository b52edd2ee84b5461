// expect: compile-warning

// snippet.hide
struct Request: Sendable {}

protocol RequestBehavior: Sendable {
    var headers: [String: String] { get }
    func afterFailure(_ request: Request, error: any Error) async
}

extension RequestBehavior {
    var headers: [String: String] { [:] }
    func afterFailure(_ request: Request, error: any Error) async {}
}

// snippet.show
struct StationToken {
    let token: String
}

/// The conformance in an extension of its own: now the compiler compares.
extension StationToken: RequestBehavior {
    var header: [String: String] { ["Authorization": "Bearer \(token)"] }
}

struct FailureLog {}

/// The same move: a different label is not a near miss to the compiler.
extension FailureLog: RequestBehavior {
    func afterFailure(_ request: Request, failure: any Error) async {
        print("log: \(request) failed with \(failure)")
    }
}
