/// A run of a program, an example or the compiler, as the cache and `Site/captured.json`
/// record it: what it printed and how it ended. The duration is left out: it is never shown
/// on a page, and a reused result did not take any time.
struct RecordedRun: Codable, Sendable, Hashable {
    var stdout: String
    var stderr: String
    /// `exited`, `signalled`, `timedOut` or `outputCapped`.
    var termination: String
    var code: Int64
    var seconds: Double

    init(_ result: RunResult) {
        stdout = result.stdout
        stderr = result.stderr
        (termination, code, seconds) = ("", 0, 0)
        switch result.termination {
        case .exited(let status): (termination, code) = ("exited", Int64(status))
        case .signalled(let signal): (termination, code) = ("signalled", Int64(signal))
        case .timedOut(let limit): (termination, seconds) = ("timedOut", limit)
        case .outputCapped(let bytes): (termination, code) = ("outputCapped", Int64(bytes))
        // Never stored: see `MemoKind.run`'s `isWorthKeeping`.
        case .interrupted: termination = "interrupted"
        case .notStarted: termination = "notStarted"
        }
    }

    /// The result again; `nil` for an entry that names no known way of ending.
    var result: RunResult? {
        let ending: RunResult.Termination
        switch termination {
        case "exited": ending = .exited(Int32(truncatingIfNeeded: code))
        case "signalled": ending = .signalled(Int32(truncatingIfNeeded: code))
        case "timedOut": ending = .timedOut(seconds: seconds)
        case "outputCapped": ending = .outputCapped(bytes: Int(code))
        default: return nil
        }
        return RunResult(stdout: stdout, stderr: stderr, termination: ending)
    }

}

extension CompilerDiagnostics {
    /// What the compiler said, stored as a run of the compiler: its text on standard error,
    /// and a status that says whether it failed.
    init?(cached: RecordedRun) {
        guard let result = cached.result else { return nil }
        self.init(text: result.stderr, failed: result.termination != .exited(0))
    }

    var cachedResult: RunResult {
        RunResult(stdout: "", stderr: text, termination: .exited(failed ? 1 : 0))
    }
}

extension MemoKind where Value == RunResult {
    /// What an example printed, by `RunExamplesStep.Inputs`. All runs share one pack file.
    static var run: MemoKind {
        MemoKind(
            name: "runs",
            read: { store, cache, key in cache.runs.flatMap { store.read(RecordedRun.self, in: $0, key: key)?.result }
            },
            write: { store, cache, result, key in
                if let runs = cache.runs { try? store.write(RecordedRun(result), to: runs, key: key) }
            },
            keep: { cache, key in cache.runs?.keep(key) },
            recorded: { captured, key in captured.run(key: key) },
            isWorthKeeping: { $0.isTheProgramsResult })
    }
}
