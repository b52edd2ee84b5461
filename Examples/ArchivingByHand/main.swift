import Foundation

struct SeedPacket {
    var variety: String
    var grams: Int
}

// snippet.save
func save(_ packets: [SeedPacket]) throws -> Data {
    let objects: [[String: Any]] = packets.map { ["variety": $0.variety, "weight": $0.grams] }
    return try JSONSerialization.data(withJSONObject: objects, options: .sortedKeys)
}
// snippet.end

// snippet.load
func load(_ data: Data) throws -> [SeedPacket] {
    let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return objects.map { object in
        SeedPacket(variety: object["variety"] as? String ?? "unknown",
                   grams: object["grams"] as? Int ?? 0)
    }
}
// snippet.end

// snippet.use
let data = try save([SeedPacket(variety: "Lakota", grams: 25),
                     SeedPacket(variety: "Sugar Ann", grams: 30)])
print("Saved: \(String(decoding: data, as: UTF8.self))")
for packet in try load(data) {
    print("Loaded: \(packet.variety), \(packet.grams) g")
}
// snippet.end
