// expect: compile-error
struct SeedPacket: Decodable {
    var variety: String
    var grams: Int

    enum CodingKeys: String, CodingKey { case variety = "name", grams }

    // Written in the struct's body, this replaces the memberwise initializer.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        variety = try container.decode(String.self, forKey: .variety)
        grams = try container.decode(Int.self, forKey: .grams)
    }
}

let packet = SeedPacket(variety: "Black Krim", grams: 3)
print(packet.grams)
