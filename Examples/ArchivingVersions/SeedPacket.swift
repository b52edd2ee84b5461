// snippet.model
struct SeedPacket: Equatable, Sendable {
    var variety: String
    var grams: Int          // version 1 called this "weight"
    var germination: Int?   // percent; nil until a germination test is done
    var notes: String       // added later in version 2, without a version bump
}
// snippet.end

// snippet.coding
extension SeedPacket: Codable {
    static let formatVersion = 2

    enum CodingKeys: String, CodingKey {
        case version, variety, grams, germination, notes
    }
    enum Version1Keys: String, CodingKey { case weight }

    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        // The first release wrote no version at all: a missing version means 1.
        let version = try keys.decodeIfPresent(Int.self, forKey: .version) ?? 1
        switch version {
        case 1:
            let old = try decoder.container(keyedBy: Version1Keys.self)
            grams = try old.decode(Int.self, forKey: .weight)
        case 2:
            grams = try keys.decode(Int.self, forKey: .grams)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: keys,
                debugDescription: "Version \(version) is newer than this build reads (\(Self.formatVersion))")
        }
        variety = try keys.decode(String.self, forKey: .variety)
        germination = try keys.decodeIfPresent(Int.self, forKey: .germination)
        notes = try keys.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }

    func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.formatVersion, forKey: .version)   // always the newest
        try keys.encode(variety, forKey: .variety)
        try keys.encode(grams, forKey: .grams)
        try keys.encodeIfPresent(germination, forKey: .germination)
        try keys.encode(notes, forKey: .notes)
    }
}
// snippet.end
