// expect: compile-error

// snippet.hide
struct Request: Sendable {
    let method: String
    let path: String
}

struct RequestHooks: Sendable {
    var beforeSend: @Sendable (Request) async -> Void = { _ in }
    var afterSuccess: @Sendable (Request, Int) async -> Void = { _, _ in }
    var afterFailure: @Sendable (Request, any Error) async -> Void = { _, _ in }
}

// snippet.show
let uploaded = RequestHooks(afterSucess: { request, _ in print("uploaded \(request.path)") })
