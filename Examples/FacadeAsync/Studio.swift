// The same subsystem, now asynchronous. Encoding and rendering are stand-ins for slow work;
// the host and the feed are actors because several tasks may use them at once.

struct Episode: Sendable {
    let number: Int
    let title: String
    let minutes: Int
}

struct FeedEntry: Sendable {
    let title: String
    let audioURL: String
    let artworkURL: String
}

struct AudioEncoder: Sendable {
    func encode(_ episode: Episode, kbps: Int) async -> String {
        "ep\(episode.number).m4a"
    }
}

struct ArtworkRenderer: Sendable {
    func render(_ episode: Episode, side: Int) async -> String {
        "ep\(episode.number)-\(side).jpg"
    }
}

actor MediaHost {
    private var files: Set<String> = []

    func upload(_ name: String) -> String {
        files.insert(name)
        return "https://media.example/\(name)"
    }

    func status(of url: String) -> Int {
        files.contains { "https://media.example/\($0)" == url } ? 200 : 404
    }
}

actor FeedWriter {
    private(set) var entries: [FeedEntry] = []

    func append(_ entry: FeedEntry) { entries.append(entry) }
}
