import Foundation

// snippet.coding
struct SeedPacket {
    var variety: String
    var grams: Int
}

// The exchange's format nests the weight and allows two units:
// {"name": "...", "weight": {"amount": 1.5, "unit": "oz"}}
extension SeedPacket: Codable {
    enum CodingKeys: String, CodingKey { case name, weight }
    enum WeightKeys: String, CodingKey { case amount, unit }

    init(from decoder: any Decoder) throws {
        let packet = try decoder.container(keyedBy: CodingKeys.self)
        variety = try packet.decode(String.self, forKey: .name)
        let weight = try packet.nestedContainer(keyedBy: WeightKeys.self, forKey: .weight)
        let amount = try weight.decode(Double.self, forKey: .amount)
        switch try weight.decode(String.self, forKey: .unit) {
        case "g": grams = Int(amount.rounded())
        case "oz": grams = Int((amount * 28.349_523_125).rounded())
        case let unit:
            throw DecodingError.dataCorruptedError(
                forKey: .unit, in: weight, debugDescription: "Unknown unit '\(unit)'")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var packet = encoder.container(keyedBy: CodingKeys.self)
        try packet.encode(variety, forKey: .name)
        var weight = packet.nestedContainer(keyedBy: WeightKeys.self, forKey: .weight)
        try weight.encode(Double(grams), forKey: .amount)
        try weight.encode("g", forKey: .unit)
    }
}
// snippet.end

// snippet.use
let offered = #"""
[{"name": "Waltham Butternut", "weight": {"amount": 1.5, "unit": "oz"}},
 {"name": "Lakota", "weight": {"amount": 25, "unit": "g"}}]
"""#
let packets = try JSONDecoder().decode([SeedPacket].self, from: Data(offered.utf8))
for packet in packets { print("\(packet.variety): \(packet.grams) g") }

// The memberwise initializer survived, because init(from:) is in an extension.
let ours = SeedPacket(variety: "Black Krim", grams: 3)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(ours), as: UTF8.self))

let bad = #"{"name": "Moon and Stars", "weight": {"amount": 2, "unit": "lb"}}"#
do {
    _ = try JSONDecoder().decode(SeedPacket.self, from: Data(bad.utf8))
} catch let DecodingError.dataCorrupted(context) {
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    print("Refused at \(path): \(context.debugDescription)")
}
// snippet.end
