import Foundation

// snippet.typed
/// Typed messages ship with macOS 26, iOS 26 and their siblings, so every
/// declaration that uses them carries the same availability.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor final class Playlist {
    let name: String
    init(name: String) { self.name = name }
}

/// A typed message: its payload is a stored property, checked by the compiler.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct TrackAdded: NotificationCenter.MainActorMessage {
    typealias Subject = Playlist
    let title: String
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<TrackAdded> {
    static var trackAdded: Self { .init() }
}
// snippet.end

// snippet.post
let center = NotificationCenter()
if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    let jazz = Playlist(name: "Jazz")
    let token = center.addObserver(of: jazz, for: .trackAdded) { message in
        // This closure is @MainActor, so it may touch main-actor state directly.
        print("typed handler: \(message.title) added to \(jazz.name)")
    }
    print("before typed post")
    center.post(TrackAdded(title: "Giant Steps"), subject: jazz)
    print("after typed post")
    center.removeObserver(token)
} else {
    print("typed messages need macOS 26 or iOS 26; use Notification.Name here")
}
// snippet.end
