// expect: compile-error

// snippet.hide
struct Request: Sendable {
    let method: String
    let path: String
}

protocol RequestBehavior: Sendable {
    func afterSuccess(_ request: Request, status: Int) async
}

extension RequestBehavior {
    func afterSuccess(_ request: Request, status: Int) async {}
}

// snippet.show
/// Counts uploads for the end-of-day summary.
final class UploadCounter: RequestBehavior {
    private(set) var uploads = 0
    func afterSuccess(_ request: Request, status: Int) {
        if status == 201 { uploads += 1 }
    }
}
