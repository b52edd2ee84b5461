// The publishing subsystem: five small types, each good at one job.

struct Episode {
    let number: Int
    let title: String
    let minutes: Int
}

struct AudioFile {
    let name: String
    let kilobytes: Int
}

struct FeedEntry {
    let title: String
    let audioURL: String
    let artworkURL: String
}

/// Compresses a finished recording.
struct AudioEncoder {
    func encode(_ episode: Episode, kbps: Int) -> AudioFile {
        let kilobytes = episode.minutes * 60 * kbps / 8
        let file = AudioFile(name: "ep\(episode.number).m4a", kilobytes: kilobytes)
        print("  encoder:   \(file.name), \(file.kilobytes) kB at \(kbps) kbps")
        return file
    }
}

/// Draws an episode's square cover image and returns its file name.
struct ArtworkRenderer {
    func render(_ episode: Episode, side: Int) -> String {
        let name = "ep\(episode.number)-\(side).jpg"
        print("  artwork:   \(name)")
        return name
    }
}

/// The server listeners download from. A file is there only once it has been uploaded.
final class MediaHost {
    private var files: Set<String> = []

    func url(for name: String) -> String { "https://media.example/\(name)" }

    func upload(_ name: String) -> String {
        files.insert(name)
        print("  host:      uploaded \(name)")
        return url(for: name)
    }

    func status(of url: String) -> Int {
        files.contains { self.url(for: $0) == url } ? 200 : 404
    }
}

/// The podcast feed that apps read. It trusts whatever URLs it is given.
final class FeedWriter {
    private(set) var entries: [FeedEntry] = []

    func append(_ entry: FeedEntry) {
        entries.append(entry)
        print("  feed:      added \"\(entry.title)\"")
    }
}

/// Asks the directories to re-read the feed; they fetch the newest episode at once.
struct DirectoryNotifier {
    func ping(_ feed: FeedWriter, host: MediaHost) {
        guard let newest = feed.entries.last else { return }
        let url = newest.audioURL
        print("  directory: fetched \(url): \(host.status(of: url))")
    }
}
