enum TransportError: Error {
    case timedOut
    case unauthorized
}

// snippet.server
/// A stand-in for the network: the ridge station times out once, uploads need a token.
struct FakeServer: Sendable {
    func respond(to request: Request, headers: [String: String], attempt: Int) throws -> Int {
        print("  -> \(request) attempt \(attempt), headers: \(headers.keys.sorted())")
        if request.path == "/counts/ridge" && attempt == 1 { throw TransportError.timedOut }
        if request.method == "POST" && headers["Authorization"] == nil {
            throw TransportError.unauthorized
        }
        return request.method == "POST" ? 201 : 200
    }
}
// snippet.end

// snippet.client
struct SurveyClient: Sendable {
    let server: FakeServer
    let behavior: any RequestBehavior

    init(server: FakeServer, behavior: any RequestBehavior = CombinedBehavior.none) {
        self.server = server
        self.behavior = behavior
    }

    func send(_ request: Request, also extra: any RequestBehavior = CombinedBehavior.none)
        async throws -> Int
    {
        let hooks = CombinedBehavior([behavior, extra])
        await hooks.beforeSend(request)
        var attempt = 1
        while true {
            do {
                let status = try server.respond(
                    to: request, headers: hooks.headers, attempt: attempt)
                await hooks.afterSuccess(request, status: status)
                return status
            } catch {
                if await hooks.shouldRetry(request, after: error, attempt: attempt) {
                    attempt += 1
                    continue
                }
                await hooks.afterFailure(request, error: error)
                throw error
            }
        }
    }
}
// snippet.end
