// snippet.behaviors
/// The loading indicator belongs to the screen, so it lives on the main actor.
@MainActor final class LoadingIndicator: RequestBehavior {
    private var inFlight = 0
    func beforeSend(_ request: Request) {
        inFlight += 1
        if inFlight == 1 { print("  [spinner on]") }
    }
    func afterSuccess(_ request: Request, status: Int) { stop() }
    func afterFailure(_ request: Request, error: any Error) { stop() }
    private func stop() {
        inFlight -= 1
        if inFlight == 0 { print("  [spinner off]") }
    }
}

struct RequestLog: RequestBehavior {
    func afterSuccess(_ request: Request, status: Int) { print("  log: \(request) -> \(status)") }
    func afterFailure(_ request: Request, error: any Error) {
        print("  log: \(request) failed, \(error)")
    }
}

struct DeviceHeader: RequestBehavior {
    let device: String
    var headers: [String: String] { ["X-Survey-Device": device] }
}

struct StationToken: RequestBehavior {
    let token: String
    var headers: [String: String] { ["Authorization": "Bearer \(token)"] }
}

struct RetryTimeouts: RequestBehavior {
    let attempts: Int
    func shouldRetry(_ request: Request, after error: any Error, attempt: Int) -> Bool {
        (error as? TransportError) == .timedOut && attempt < attempts
    }
}
// snippet.end

// snippet.main
func run(_ client: SurveyClient, _ request: Request,
         also extra: any RequestBehavior = CombinedBehavior.none) async {
    do {
        _ = try await client.send(request, also: extra)
    } catch {
        print("  caller sees: \(error)")
    }
}

print("-- a bare client: the null object, no hooks at all")
let bare = SurveyClient(server: FakeServer())
await run(bare, Request(method: "GET", path: "/counts/marsh"))

print("-- the field app: spinner, log, device header, retry")
let app = SurveyClient(server: FakeServer(), behavior: CombinedBehavior([
    LoadingIndicator(), RequestLog(), DeviceHeader(device: "tablet-7"),
    RetryTimeouts(attempts: 2),
]))
await run(app, Request(method: "GET", path: "/counts/ridge"))
await run(app, Request(method: "POST", path: "/sightings"))
await run(app, Request(method: "POST", path: "/sightings"), also: StationToken(token: "k3"))
// snippet.end
