// snippet.hide
import Foundation
// snippet.show
// snippet.types
/// The compiler writes `==`, `hash(into:)`, `encode(to:)` and `init(from:)`.
struct Track: Hashable, Codable {
    let title: String
    let seconds: Int
}

/// A playlist of anything: no conformances of its own.
struct Playlist<Entry> {
    var name: String
    var entries: [Entry]
}

// A playlist is equatable, hashable or codable when its entries are.
extension Playlist: Equatable where Entry: Equatable {}
extension Playlist: Hashable where Entry: Hashable {}
extension Playlist: Codable where Entry: Codable {}
// snippet.end

// snippet.main
let harbour = Track(title: "Harbour Lights", seconds: 214)
let tide = Track(title: "Low Tide", seconds: 187)

let evening = Playlist(name: "Evening", entries: [harbour, tide])
let copied = Playlist(name: "Evening", entries: [harbour, tide])
let reversed = Playlist(name: "Evening", entries: [tide, harbour])
print("Same playlist: \(evening == copied); reversed: \(evening == reversed)")

let distinct: Set = [evening, copied, reversed]
print("Distinct playlists: \(distinct.count)")

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let short = Playlist(name: "Short", entries: [tide])
let json = try encoder.encode(short)
print(String(decoding: json, as: UTF8.self))

let decoded = try JSONDecoder().decode(Playlist<Track>.self, from: json)
print("Round trip equal: \(decoded == short)")
// snippet.end
