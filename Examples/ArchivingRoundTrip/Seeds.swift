import Foundation

// snippet.model
enum Crop: String, Codable, Sendable {
    case bean, squash, tomato
}

struct SeedPacket: Codable, Equatable, Sendable {
    var variety: String
    var crop: Crop
    var harvested: Date
    var grams: Int
}

struct Shelf: Codable, Equatable, Sendable {
    var label: String
    var packets: [SeedPacket]
}
// snippet.end

// snippet.format
/// One place that pins the format, so the writer and the reader always agree.
enum ShelfFormat {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
// snippet.end
