// snippet.request
struct BerthRequest {
    var vesselName: String
    var lengthMetres: Double
    var nights: Int
    var contactPhone: String?
}
// snippet.end

// snippet.rules
let berthRules = Validator<BerthRequest>(rules: [
    .filled("vessel name", \.vesselName),
    .within("length", \.lengthMetres, 4.0...18.0),
    .within("nights", \.nights, 1...28),
    .given("contact phone", \.contactPhone),
])
// snippet.end

// snippet.main
let requests = [
    BerthRequest(vesselName: "Heron", lengthMetres: 11.2, nights: 3, contactPhone: "0170 555 0101"),
    BerthRequest(vesselName: "", lengthMetres: 22.0, nights: 3, contactPhone: "0170 555 0102"),
    BerthRequest(vesselName: "Alk", lengthMetres: 9.8, nights: 40, contactPhone: nil),
]

for request in requests {
    let problems = berthRules.problems(in: request)
    let name = request.vesselName.isEmpty ? "(no name)" : request.vesselName
    print(name, problems.isEmpty ? "accepted" : "refused: " + problems.joined(separator: "; "))
}
// snippet.end
