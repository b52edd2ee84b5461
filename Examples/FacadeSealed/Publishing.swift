// The façade and everything it coordinates share this one file.

// fileprivate: only code in this file can name these types.
fileprivate struct AudioEncoder {
    func encode(number: Int) -> String { "ep\(number).m4a" }
}

fileprivate final class MediaHost {
    private var files: Set<String> = []

    func upload(_ name: String) -> String {
        files.insert(name)
        return "https://media.example/\(name)"
    }
}

fileprivate final class FeedWriter {
    private(set) var audioURLs: [String] = []

    func append(audioURL: String) { audioURLs.append(audioURL) }
}

// internal (the default): every file of the module can use the façade.
struct EpisodePublisher {
    private let encoder = AudioEncoder()
    private let host = MediaHost()
    private let feed = FeedWriter()

    func publish(number: Int) -> String {
        let url = host.upload(encoder.encode(number: number))
        feed.append(audioURL: url)
        return url
    }
}
