// snippet.hide
struct Request: CustomStringConvertible {
    let method: String
    let path: String
    var description: String { "\(method) \(path)" }
}

enum TransportError: Error { case unauthorized }

struct FakeServer {
    func respond(to request: Request, headers: [String: String]) throws -> Int {
        if request.method == "POST" && headers["Authorization"] == nil {
            throw TransportError.unauthorized
        }
        return 200
    }
}

// snippet.show
// snippet.collaborators
final class Spinner {
    private(set) var inFlight = 0
    func start() { inFlight += 1 }
    func stop() { inFlight -= 1 }
}

final class RequestLog {
    func record(_ line: String) { print("  log: \(line)") }
}
// snippet.end

// snippet.client
/// Every concern is an optional property and a few lines inside send(_:).
final class SurveyClient {
    let server = FakeServer()
    var spinner: Spinner?
    var log: RequestLog?
    var deviceID: String?
    var token: String?

    func send(_ request: Request) throws -> Int {
        spinner?.start()
        var headers: [String: String] = [:]
        if let deviceID { headers["X-Survey-Device"] = deviceID }
        if let token { headers["Authorization"] = "Bearer \(token)" }
        do {
            let status = try server.respond(to: request, headers: headers)
            log?.record("\(request) -> \(status)")
            spinner?.stop()
            return status
        } catch {
            log?.record("\(request) failed, \(error)")
            throw error
        }
    }
}
// snippet.end

// snippet.main
let spinner = Spinner()
let client = SurveyClient()
client.spinner = spinner
client.log = RequestLog()
client.deviceID = "tablet-7"

for request in [Request(method: "GET", path: "/counts/marsh"),
                Request(method: "POST", path: "/sightings")] {
    _ = try? client.send(request)
    print("after \(request): spinner \(spinner.inFlight > 0 ? "ON" : "off")")
}
// snippet.end
