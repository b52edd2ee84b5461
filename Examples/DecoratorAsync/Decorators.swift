/// Tries again after a failure, waiting a little longer each time.
struct Retrying<Base: CaptionSource>: CaptionSource {
    let base: Base
    let attempts: Int

    func cues(for film: String) async throws -> [String] {
        for attempt in stride(from: 1, to: attempts, by: 1) {
            do {
                return try await base.cues(for: film)
            } catch {
                print("  attempt \(attempt) failed, waiting \(100 * attempt) ms")
                try await Task.sleep(for: .milliseconds(100 * attempt))
            }
        }
        return try await base.cues(for: film)  // the last attempt's error reaches the caller
    }
}
