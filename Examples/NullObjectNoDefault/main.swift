// expect: compile-error

// snippet.hide
struct Request: Sendable {
    let method: String
    let path: String
}

// snippet.show
// snippet.protocol
protocol RequestBehavior: Sendable {
    var headers: [String: String] { get }
    func beforeSend(_ request: Request) async
    func afterSuccess(_ request: Request, status: Int) async   // no default
    func afterFailure(_ request: Request, error: any Error) async   // no default
}

extension RequestBehavior {
    var headers: [String: String] { [:] }
    func beforeSend(_ request: Request) async {}
}
// snippet.end

// snippet.badge
/// Shows how many sightings are still waiting to upload.
actor PendingBadge: RequestBehavior {
    private(set) var pending = 3
    func afterSuccess(_ request: Request, response: Int) {
        if request.method == "POST" { pending -= 1 }
    }
    func afterFailure(_ request: Request, error: any Error) {}
}
// snippet.end
