/// Where a film's subtitles come from.
protocol CaptionSource: Sendable {
    func cues(for film: String) async throws -> [String]
}

enum FetchError: Error {
    case unavailable
}

/// A stand-in for the subtitle server: the first few requests fail.
actor SubtitleServer: CaptionSource {
    private var failuresLeft: Int

    init(failures: Int) { failuresLeft = failures }

    func cues(for film: String) async throws -> [String] {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw FetchError.unavailable
        }
        return ["The ice moved again last night.", "Then we cross before the light goes."]
    }
}
