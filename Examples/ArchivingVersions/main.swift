// snippet.hide
import Foundation
// snippet.show
let files = [
    "2023 (v1)": #"{"variety":"Lakota","weight":25}"#,
    "2024 (v2)": #"{"version":2,"variety":"Black Krim","grams":3,"germination":88}"#,
    "2025 (v2)": #"{"version":2,"variety":"Sugar Ann","grams":30,"notes":"from R. Ortiz"}"#,
    "2027 (v3)": #"{"version":3,"variety":"Hopi Blue","mass":{"g":12}}"#,
]

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for (name, json) in files.sorted(by: { $0.key < $1.key }) {
    do {
        let packet = try JSONDecoder().decode(SeedPacket.self, from: Data(json.utf8))
        print("\(name): \(packet.variety), \(packet.grams) g, germination "
              + "\(packet.germination.map { "\($0)%" } ?? "untested"), notes \"\(packet.notes)\"")
        print("  saved as \(String(decoding: try encoder.encode(packet), as: UTF8.self))")
    } catch let DecodingError.dataCorrupted(context) {
        print("\(name): refused: \(context.debugDescription)")
    }
}
