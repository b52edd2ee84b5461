import Foundation

// snippet.model
struct SeedPacket: Decodable {
    var variety: String
    var harvested: Date
    var grams: Int
}

struct Shelf: Decodable {
    var label: String
    var packets: [SeedPacket]
}
// snippet.end

// snippet.explain
func explain(_ error: DecodingError) {
    let (kind, context): (String, DecodingError.Context)
    switch error {
    case let .keyNotFound(key, c): (kind, context) = ("keyNotFound \(key.stringValue)", c)
    case let .typeMismatch(type, c): (kind, context) = ("typeMismatch \(type)", c)
    case let .valueNotFound(type, c): (kind, context) = ("valueNotFound \(type)", c)
    case let .dataCorrupted(c): (kind, context) = ("dataCorrupted", c)
    @unknown default: print("  \(error)"); return
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    print("  \(kind) at \(path.isEmpty ? "the top level" : String(path.joined().dropFirst()))")
    print("  \(context.debugDescription)")
}
// snippet.end

// snippet.documents
let documents = [
    ("missing key", #"{"label":"B2","packets":[{"variety":"Lakota","harvested":"2025-09-14T00:00:00Z"}]}"#),
    ("wrong type", #"{"label":"B2","packets":[{"variety":"Lakota","harvested":"2025-09-14T00:00:00Z","grams":"25"}]}"#),
    ("null value", #"{"label":null,"packets":[]}"#),
    ("bad date", #"{"label":"B2","packets":[{"variety":"Lakota","harvested":"14/09/2025","grams":25}]}"#),
    ("cut short", #"{"label":"B2","packets":[{"variety":"Lak"#),
]

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
for (name, json) in documents {
    print("\(name):")
    do {
        _ = try decoder.decode(Shelf.self, from: Data(json.utf8))
    } catch let error as DecodingError {
        explain(error)
        if name == "wrong type" { print("  print(error) writes:\n  \(error)") }
    }
}
// snippet.end
