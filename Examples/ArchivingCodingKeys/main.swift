import Foundation

// snippet.keys
final class Thumbnail {
    var pixels: [UInt8] = []
}

struct SeedPacket: Codable {
    var variety: String
    var grams: Int
    var thumbnail: Thumbnail? = nil   // left out of the archive: needs a default

    enum CodingKeys: String, CodingKey {
        case variety = "variety_name"
        case grams = "net_weight_g"
    }
}
// snippet.end

// snippet.use
// A neighbouring seed library exports its catalogue with its own key names.
let export = #"[{"variety_name":"Lakota","net_weight_g":25,"donor":"R. Ortiz"}]"#
var packets = try JSONDecoder().decode([SeedPacket].self, from: Data(export.utf8))
packets[0].thumbnail = Thumbnail()
print("\(packets[0].variety), \(packets[0].grams) g, thumbnail cached: \(packets[0].thumbnail != nil)")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(packets), as: UTF8.self))
// snippet.end
