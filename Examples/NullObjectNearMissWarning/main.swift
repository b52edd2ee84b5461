// expect: compile-warning

// snippet.hide
protocol RequestBehavior: Sendable {
    var headers: [String: String] { get }
}

extension RequestBehavior {
    var headers: [String: String] { [:] }
}

// snippet.show
struct StationToken {
    let token: String
}

/// The conformance in an extension of its own: now the compiler compares.
extension StationToken: RequestBehavior {
    var header: [String: String] { ["Authorization": "Bearer \(token)"] }
}
