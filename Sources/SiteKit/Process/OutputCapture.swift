import Subprocess
import Synchronization

/// What a program has printed: standard output and standard error, read at the same time (so
/// neither pipe can fill up and stall the program) and kept up to a cap they share. Readable
/// while the program runs, for a caller waiting for a line such as a server's address.
final class OutputCapture: Sendable {
    private struct Kept {
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var remaining: Int
        var capped = false
    }

    private let kept: Mutex<Kept>
    /// Bytes of standard output and standard error kept, together.
    let cap: Int

    init(cap: Int) {
        self.cap = cap
        kept = Mutex(Kept(remaining: cap))
    }

    /// Reads `stream` to its end, keeping what the cap allows; once the cap is reached it stops
    /// reading, so memory stays bounded however much is printed. Returns whether it did.
    func read(_ stream: SubprocessOutputSequence, isError: Bool) async -> Bool {
        do {
            for try await buffer in stream {
                let chunk = buffer.withUnsafeBytes { Array($0) }
                let reachedCap = kept.withLock { kept in
                    let allowed = min(kept.remaining, chunk.count)
                    kept.remaining -= allowed
                    if isError { kept.stderr += chunk.prefix(allowed) } else { kept.stdout += chunk.prefix(allowed) }
                    if allowed < chunk.count { kept.capped = true }
                    return kept.capped
                }
                if reachedCap { return true }
            }
        } catch {}  // the program ended or was stopped: what was read is kept
        return kept.withLock { $0.capped }
    }

    var standardOutput: String { kept.withLock { String(decoding: $0.stdout, as: UTF8.self) } }
    var standardError: String { kept.withLock { String(decoding: $0.stderr, as: UTF8.self) } }
}
