import Foundation

// snippet.model
struct LabelPrinterSettings: Codable, Equatable {
    var printer: String
    var copies: Int
    var lastCalibrated: Date
    var logo: Data
}
// snippet.end

// snippet.use
let settings = LabelPrinterSettings(
    printer: "Shed label printer", copies: 2,
    lastCalibrated: try Date("2025-10-02T09:30:00Z", strategy: .iso8601),
    logo: Data([0x89, 0x50, 0x4E, 0x47]))

let encoder = PropertyListEncoder()
encoder.outputFormat = .xml
let xml = try encoder.encode(settings)
print(String(decoding: xml, as: UTF8.self))

encoder.outputFormat = .binary
let binary = try encoder.encode(settings)
let back = try PropertyListDecoder().decode(LabelPrinterSettings.self, from: binary)
print("Binary: \(binary.count) bytes, XML: \(xml.count) bytes, round trip equal: \(back == settings)")
// snippet.end
