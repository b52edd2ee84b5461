/// Where a film's subtitles come from.
protocol CaptionSource: Sendable {
    func cues(for film: String) async throws -> [String]
}

enum FetchError: Error {
    case unavailable
}

/// A stand-in for the subtitle server: each request takes 300 ms on the clock it is given,
/// and the first few fail.
actor SubtitleServer: CaptionSource {
    private let clock: ManualClock
    private var failuresLeft: Int

    init(clock: ManualClock, failures: Int) {
        self.clock = clock
        failuresLeft = failures
    }

    func cues(for film: String) async throws -> [String] {
        try await clock.sleep(for: .milliseconds(300))
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw FetchError.unavailable
        }
        return ["The ice moved again last night.", "Then we cross before the light goes."]
    }
}
