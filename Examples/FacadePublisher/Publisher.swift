/// One call that publishes an episode. It owns the order of the steps and the settings
/// every client used to repeat; the subsystem types stay exactly as they were.
struct EpisodePublisher {
    private let encoder: AudioEncoder
    private let renderer: ArtworkRenderer
    private let host: MediaHost
    private let feed: FeedWriter
    private let notifier: DirectoryNotifier

    init(host: MediaHost, feed: FeedWriter) {
        encoder = AudioEncoder()
        renderer = ArtworkRenderer()
        notifier = DirectoryNotifier()
        self.host = host
        self.feed = feed
    }

    func publish(_ episode: Episode) {
        // Every file must be on the host before the feed mentions it.
        let audioURL = host.upload(encoder.encode(episode, kbps: 128).name)
        let artworkURL = host.upload(renderer.render(episode, side: 3000))
        feed.append(
            FeedEntry(title: episode.title, audioURL: audioURL, artworkURL: artworkURL))
        notifier.ping(feed, host: host)
    }
}
