import Foundation

// snippet.types
/// No code at all: the compiler writes encode(to:), the default step.
struct Reading: Codable {
    let station: String
    let rainfall: Int
}

/// A small hook: CodingKeys only renames, the synthesised step still does the work.
struct LoggerReading: Codable {
    let station: String
    let rainfall: Int

    enum CodingKeys: String, CodingKey {
        case station = "site"
        case rainfall = "rain_mm"
    }
}

/// The whole step replaced: leave out a dry day's zero and add a derived field.
struct PublishedReading: Encodable {
    let station: String
    let rainfall: Int

    enum CodingKeys: String, CodingKey { case station, rainfall, summary }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        if rainfall > 0 {
            try container.encode(rainfall, forKey: .rainfall)
        }
        try container.encode(rainfall >= 10 ? "wet" : "dry", forKey: .summary)
    }
}
// snippet.end

// snippet.run
// The encoder owns the outline: walk the value, order the keys, write the JSON.
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func json(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
}

print("synthesised: " + (try json(Reading(station: "Kestrel Ridge", rainfall: 14))))
print("renamed:     " + (try json(LoggerReading(station: "Kestrel Ridge", rainfall: 14))))
print("custom:      " + (try json(PublishedReading(station: "Kestrel Ridge", rainfall: 14))))
print("custom:      " + (try json(PublishedReading(station: "Otter Weir", rainfall: 0))))

// The same outline in reverse: the decoder calls the synthesised init(from:).
let input = Data(#"{"rainfall":3,"station":"Fenwick Moor"}"#.utf8)
let decoded = try JSONDecoder().decode(Reading.self, from: input)
print("decoded:     \(decoded.station), \(decoded.rainfall) mm")
// snippet.end
