import Foundation

// snippet.types
/// No code at all: the compiler writes encode(to:), the default step.
struct Donor: Codable {
    let name: String
    let donation: Int
}

/// A small hook: CodingKeys only renames, the synthesised step still does the work.
struct RenamedDonor: Codable {
    let name: String
    let donation: Int

    enum CodingKeys: String, CodingKey {
        case name = "full_name"
        case donation = "amount_usd"
    }
}

/// The whole step replaced: leave out a zero donation and add a derived field.
struct PublicDonor: Encodable {
    let name: String
    let donation: Int

    enum CodingKeys: String, CodingKey { case name, donation, tier }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if donation > 0 {
            try container.encode(donation, forKey: .donation)
        }
        try container.encode(donation >= 200 ? "gold" : "friend", forKey: .tier)
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

print("synthesised: " + (try json(Donor(name: "Dr Alice Doe", donation: 200))))
print("renamed:     " + (try json(RenamedDonor(name: "Dr Alice Doe", donation: 200))))
print("custom:      " + (try json(PublicDonor(name: "Dr Alice Doe", donation: 200))))
print("custom:      " + (try json(PublicDonor(name: "Ms Anne Jones", donation: 0))))

// The same outline in reverse: the decoder calls the synthesised init(from:).
let input = Data(#"{"donation":320,"name":"Prof Joe Davis"}"#.utf8)
let decoded = try JSONDecoder().decode(Donor.self, from: input)
print("decoded:     \(decoded.name), $\(decoded.donation)")
// snippet.end
