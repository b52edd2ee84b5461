// snippet.hide
import Foundation

func day(_ text: String) throws -> Date {
    try Date("\(text)T00:00:00Z", strategy: .iso8601)
}
// snippet.show
// snippet.roundtrip
let shelf = Shelf(label: "B2", packets: [
    SeedPacket(variety: "Cherokee Trail of Tears", crop: .bean,
               harvested: try day("2025-09-14"), grams: 40),
    SeedPacket(variety: "Black Krim", crop: .tomato,
               harvested: try day("2025-08-30"), grams: 3),
])

let data = try ShelfFormat.encoder().encode(shelf)
print(String(decoding: data, as: UTF8.self))

let back = try ShelfFormat.decoder().decode(Shelf.self, from: data)
print("Round trip equal: \(back == shelf)")
print("Same bytes again: \(try ShelfFormat.encoder().encode(back) == data)")
// snippet.end

// snippet.dates
// The date strategy decides what a Date becomes, and what survives.
let sorted = JSONEncoder()
sorted.outputFormatting = .sortedKeys
let scanned = [Date(timeIntervalSinceReferenceDate: 780_000_000.75)]
print("Default: \(String(decoding: try sorted.encode(scanned), as: UTF8.self))")
let iso = try ShelfFormat.encoder().encode(scanned)
print("ISO 8601: \(String(decoding: iso, as: UTF8.self).filter { !$0.isWhitespace })")
print("Fraction survived: \(try ShelfFormat.decoder().decode([Date].self, from: iso) == scanned)")
// snippet.end
