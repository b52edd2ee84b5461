/// All a caller sees is one `await`: no tasks to start, no actors to order.
struct EpisodePublisher: Sendable {
    private let encoder: AudioEncoder
    private let renderer: ArtworkRenderer
    private let host: MediaHost
    private let feed: FeedWriter

    init(host: MediaHost, feed: FeedWriter) {
        encoder = AudioEncoder()
        renderer = ArtworkRenderer()
        self.host = host
        self.feed = feed
    }

    func publish(_ episode: Episode) async -> FeedEntry {
        // Two independent chains run side by side as child tasks...
        async let audioURL = host.upload(encoder.encode(episode, kbps: 128))
        async let artworkURL = host.upload(renderer.render(episode, side: 3000))
        // ...and the feed, which needs both URLs, waits for both.
        let entry = FeedEntry(
            title: episode.title, audioURL: await audioURL, artworkURL: await artworkURL)
        await feed.append(entry)
        return entry
    }
}
