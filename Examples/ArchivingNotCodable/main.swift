// expect: compile-error
import Foundation

/// Decoded pixels for the catalogue screen: a cache, not part of the record.
final class Thumbnail {
    var pixels: [UInt8] = []
}

struct SeedPacket: Codable {
    var variety: String
    var grams: Int
    var thumbnail: Thumbnail?
}
