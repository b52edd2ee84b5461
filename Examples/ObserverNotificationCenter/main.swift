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
