// snippet.slices
/// One protocol per responsibility the singleton used to carry all at once.
@MainActor protocol ListenerProvider {
    var currentListener: String? { get }
}

@MainActor protocol ListeningQueue {
    var upNext: [String] { get }
    func enqueue(_ episode: String)
}

@MainActor protocol EpisodeSource {
    func latestEpisodes() -> [String]
}
// snippet.end

// snippet.singleton
/// The singleton keeps existing while callers migrate; it adopts every slice.
@MainActor
final class PlaybackSession: ListenerProvider, ListeningQueue, EpisodeSource {
    static let shared = PlaybackSession()

    private(set) var currentListener: String? = "mina"
    private(set) var upNext: [String] = []

    private init() {}

    func enqueue(_ episode: String) { upNext.append(episode) }
    func latestEpisodes() -> [String] { ["Tide tables", "Night trains", "Salt"] }
}
// snippet.end

// snippet.screen
/// A screen that once read `PlaybackSession.shared` directly.
/// Now it says exactly what it needs, and the caller decides who provides it.
@MainActor
struct EpisodeScreen {
    let listener: any ListenerProvider
    let queue: any ListeningQueue
    let source: any EpisodeSource

    func queueNewest() {
        guard let name = listener.currentListener else {
            print("  nobody is signed in; nothing queued")
            return
        }
        let episode = source.latestEpisodes()[0]
        queue.enqueue(episode)
        print("  \(name) queued \(episode); up next: \(queue.upNext)")
    }
}
// snippet.end

// snippet.stub
/// A stand-in for tests and previews: no shared state, nothing to reset.
@MainActor
final class StubSession: ListenerProvider, ListeningQueue, EpisodeSource {
    let currentListener: String?
    private(set) var upNext: [String] = []

    init(listener: String?) { currentListener = listener }

    func enqueue(_ episode: String) { upNext.append(episode) }
    func latestEpisodes() -> [String] { ["Test episode"] }
}
// snippet.end

// snippet.use
print("With the real singleton:")
let shared = PlaybackSession.shared
EpisodeScreen(listener: shared, queue: shared, source: shared).queueNewest()

print("With a stub that has a listener:")
let stub = StubSession(listener: "otto")
EpisodeScreen(listener: stub, queue: stub, source: stub).queueNewest()

print("With a stub that has nobody signed in:")
let empty = StubSession(listener: nil)
EpisodeScreen(listener: empty, queue: empty, source: empty).queueNewest()

print("The singleton's queue was touched once: \(PlaybackSession.shared.upNext)")
// snippet.end
