// snippet.hide
struct Request: Sendable, CustomStringConvertible {
    let method: String
    let path: String
    var description: String { "\(method) \(path)" }
}

// snippet.show
// snippet.hooks
/// A behaviour as a value: one closure per hook, each defaulting to doing nothing.
struct RequestHooks: Sendable {
    var beforeSend: @Sendable (Request) async -> Void = { _ in }
    var afterSuccess: @Sendable (Request, Int) async -> Void = { _, _ in }
    var afterFailure: @Sendable (Request, any Error) async -> Void = { _, _ in }

    static let none = RequestHooks()

    static func combined(_ all: [RequestHooks]) -> RequestHooks {
        RequestHooks(
            beforeSend: { request in
                for hooks in all { await hooks.beforeSend(request) }
            },
            afterSuccess: { request, status in
                for hooks in all.reversed() { await hooks.afterSuccess(request, status) }
            },
            afterFailure: { request, error in
                for hooks in all.reversed() { await hooks.afterFailure(request, error) }
            })
    }
}
// snippet.end

// snippet.main
let log = RequestHooks(afterSuccess: { request, status in print("log: \(request) -> \(status)") })
let announce = RequestHooks(beforeSend: { request in print("sending \(request)") })

let request = Request(method: "GET", path: "/counts/marsh")
for (label, hooks) in [("none", RequestHooks.none), ("both", .combined([announce, log]))] {
    print("-- \(label)")
    await hooks.beforeSend(request)
    await hooks.afterSuccess(request, 200)
}
// snippet.end
