// snippet.tally
/// Counts failed requests for the field team's dashboard.
actor FailureTally: RequestBehavior {
    private(set) var failures = 0
    // Meant to implement afterFailure(_:error:), but TransportError is not any Error.
    func afterFailure(_ request: Request, error: TransportError) {
        failures += 1
    }
}
// snippet.end

// snippet.main
let tally = FailureTally()
let client = SurveyClient(server: FakeServer(), behavior: tally)
for path in ["/sightings", "/photos"] {
    _ = try? await client.send(Request(method: "POST", path: path))
}
print("failures counted: \(await tally.failures)")

await tally.afterFailure(Request(method: "POST", path: "/test"), error: .unauthorized)
print("after a direct call: \(await tally.failures)")
// snippet.end
