// snippet.types
/// A value: whoever holds one holds their own copy.
struct PlayCount {
    let title: String
    var plays: Int
}

/// An entity: everyone who holds it holds the same object.
final class PlayRecord {
    let title: String
    var plays: Int
    init(title: String, plays: Int) {
        self.title = title
        self.plays = plays
    }
}
// snippet.end

// snippet.screens
/// Two parts of a music app look at the same track's play count.
struct PlayerScreen<Count> {
    var count: Count
}
struct LibraryScreen<Count> {
    var count: Count
}
// snippet.end

// snippet.use
print("With a struct:")
var playerCount = PlayerScreen(count: PlayCount(title: "Night Ferry", plays: 10))
let libraryCount = LibraryScreen(count: playerCount.count)
playerCount.count.plays += 3                         // the player plays it three times
print("  player screen shows \(playerCount.count.plays)")
print("  library screen shows \(libraryCount.count.plays)")

print("With a class:")
let playerRecord = PlayerScreen(count: PlayRecord(title: "Night Ferry", plays: 10))
let libraryRecord = LibraryScreen(count: playerRecord.count)
playerRecord.count.plays += 3                        // the player plays it three times
print("  player screen shows \(playerRecord.count.plays)")
print("  library screen shows \(libraryRecord.count.plays)")
// snippet.end
