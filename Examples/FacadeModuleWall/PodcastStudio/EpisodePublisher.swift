// snippet.facade
/// The module's one public type: clients in other modules see this and nothing else.
public struct EpisodePublisher {
    private let encoder = AudioEncoder()
    private let host = MediaHost()

    public init() {}

    public func publish(_ title: String) {
        print("publishing \(title)")
        let url = host.upload(encoder.encode(title))
        print("  live at  \(url)")
    }
}
// snippet.end
