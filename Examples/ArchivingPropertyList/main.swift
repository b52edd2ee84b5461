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
    lastCalibrated: Date(timeIntervalSince1970: 1_759_397_400.25),  // 09:30:00.25 UTC
    logo: Data([0x89, 0x50, 0x4E, 0x47]))

let encoder = PropertyListEncoder()
encoder.outputFormat = .xml
let xml = try encoder.encode(settings)
print(String(decoding: xml, as: UTF8.self))

encoder.outputFormat = .binary
let binary = try encoder.encode(settings)

let decoder = PropertyListDecoder()
for (format, data) in [("XML", xml), ("Binary", binary)] {
    let back = try decoder.decode(LabelPrinterSettings.self, from: data)
    let seconds = back.lastCalibrated.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
    print("\(format): \(data.count) bytes, seconds \(seconds), round trip equal: \(back == settings)")
}
// snippet.end
