import Foundation

// snippet.closure
extension Notification.Name {
    static let playlistDidChange = Notification.Name("DemoPlaylistDidChange")
}

// A private center keeps the demo away from anything else using .default.
let center = NotificationCenter()

// The handler is @Sendable and runs on the thread that posts.
let token = center.addObserver(forName: .playlistDidChange, object: nil, queue: nil) {
    note in
    let title = note.userInfo?["title"] as? String ?? "(no title)"
    print("handler: reload, \(title) was added")
}

print("before post")
center.post(name: .playlistDidChange, object: nil, userInfo: ["title": "Blue Train"])
print("after post")
// snippet.end

// snippet.typo
// A misspelt key compiles, posts, and arrives as nothing at all.
center.post(name: .playlistDidChange, object: nil, userInfo: ["tilte": "Giant Steps"])
// snippet.end

// snippet.remove
center.removeObserver(token)
center.post(name: .playlistDidChange, object: nil, userInfo: ["title": "Naima"])
print("after removeObserver: the last post reached nobody")
// snippet.end

// snippet.typed
@MainActor final class Playlist {
    let name: String
    init(name: String) { self.name = name }
}

/// A typed message: its payload is a stored property, checked by the compiler.
struct TrackAdded: NotificationCenter.MainActorMessage {
    typealias Subject = Playlist
    let title: String
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<TrackAdded> {
    static var trackAdded: Self { .init() }
}

let jazz = Playlist(name: "Jazz")
let typedToken = center.addObserver(of: jazz, for: .trackAdded) { message in
    // This closure is @MainActor, so it may touch main-actor state directly.
    print("typed handler: \(message.title) added to \(jazz.name)")
}
print("before typed post")
center.post(TrackAdded(title: "Giant Steps"), subject: jazz)
print("after typed post")
center.removeObserver(typedToken)
// snippet.end
