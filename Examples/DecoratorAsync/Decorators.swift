/// Tries again after a failure, waiting a little longer each time.
struct Retrying<Base: CaptionSource, C: Clock<Duration>>: CaptionSource {
    let base: Base
    let attempts: Int
    let clock: C

    func cues(for film: String) async throws -> [String] {
        for attempt in stride(from: 1, to: attempts, by: 1) {
            do {
                return try await base.cues(for: film)
            } catch {
                let pause = Duration.milliseconds(100 * attempt)
                print("  retry: attempt \(attempt) failed, waiting \(pause.milliseconds) ms")
                try await clock.sleep(for: pause)
            }
        }
        return try await base.cues(for: film)  // the last attempt's error reaches the caller
    }
}

/// Reports how long each request took, measured on the clock it is given.
struct Timed<Base: CaptionSource, C: Clock<Duration>>: CaptionSource {
    let base: Base
    let clock: C

    func cues(for film: String) async throws -> [String] {
        let start = clock.now
        defer { print("  timer: \(start.duration(to: clock.now).milliseconds) ms") }
        return try await base.cues(for: film)
    }
}
