// snippet.token
/// Adds the station's token to the request it is given for.
struct StationToken: RequestBehavior {
    let token: String
    // Meant to implement `headers`: one letter short, it is a new property.
    var header: [String: String] { ["Authorization": "Bearer \(token)"] }
}
// snippet.end

// snippet.main
let client = SurveyClient(server: FakeServer())
let token = StationToken(token: "k3")
do {
    _ = try await client.send(Request(method: "POST", path: "/sightings"), also: token)
} catch {
    print("caller sees: \(error)")
}
print("the token on its own: \(token.header)")
// snippet.end
