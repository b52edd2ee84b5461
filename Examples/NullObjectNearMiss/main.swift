// snippet.token
/// Adds the station's token to the request it is given for.
struct StationToken: RequestBehavior {
    let token: String
    // Meant to implement `headers`: one letter short, it is a new property.
    var header: [String: String] { ["Authorization": "Bearer \(token)"] }
}

/// Writes each failed upload to the station's log.
struct FailureLog: RequestBehavior {
    // Meant to implement `afterFailure(_:error:)`: a different label makes a new method.
    func afterFailure(_ request: Request, failure: any Error) async {
        print("log: \(request) failed with \(failure)")
    }
}
// snippet.end

// snippet.main
let client = SurveyClient(server: FakeServer())
let token = StationToken(token: "k3")
let log = FailureLog()
do {
    _ = try await client.send(
        Request(method: "POST", path: "/sightings"), also: CombinedBehavior([token, log]))
} catch {
    print("caller sees: \(error)")
}
print("the token on its own: \(token.header)")
// snippet.end
