/// What one run of a program did: an example's, and any other `ProcessRunner` starts.
package struct RunResult: Hashable, Sendable {
    /// How the process ended.
    package enum Termination: Hashable, Sendable {
        case exited(Int32)
        /// Killed by a signal it did not handle: a crash, such as a failed precondition.
        case signalled(Int32)
        /// Still running at its timeout, so its process group was killed.
        case timedOut(seconds: Double)
        /// Printed more than the output cap, so its process group was killed.
        case outputCapped(bytes: Int)
        /// Stopped by the generator itself (Ctrl-C, SIGTERM, a cancelled build) before it
        /// ended: not the program's result, so never cached, shown or reported as its crash.
        case interrupted
        /// Never started, for a reason of the generator's (no binary, no working folder): not
        /// the program's result, so never cached or shown, and an error of the build.
        case notStarted(String)
    }

    package var stdout: String
    package var stderr: String
    package var termination: Termination
    /// Wall time of the run, for progress and timing reports only (never on a page).
    package var duration: Duration
    /// Peak memory of the program, in KiB (see `ProcessControl.waitForExit`), for the benchmark
    /// only; 0 when not measured.
    package var peakMemoryKiB: Int

    package init(
        stdout: String, stderr: String, termination: Termination, duration: Duration = .zero, peakMemoryKiB: Int = 0
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.termination = termination
        self.duration = duration
        self.peakMemoryKiB = peakMemoryKiB
    }

    package var succeeded: Bool { termination == .exited(0) }

    /// Whether this is what the program did, to cache and show: not a run the build stopped or
    /// could not start.
    var isTheProgramsResult: Bool {
        switch termination {
        case .interrupted, .notStarted: false
        default: true
        }
    }

    /// Whether `other` printed the same and ended the same way; the time and memory each took
    /// are not compared.
    func sameOutcome(as other: RunResult) -> Bool {
        (stdout, stderr, termination) == (other.stdout, other.stderr, other.termination)
    }

    /// A sentence a reader understands, such as "exited with status 1" or "crashed (SIGTRAP)".
    package var terminationSummary: String {
        switch termination {
        case .exited(let code): "exited with status \(code)"
        case .signalled(let signal): "crashed (\(Self.signalName(signal)))"
        case .timedOut(let seconds): "was stopped after running for \(Self.seconds(seconds)) s"
        case .outputCapped(let bytes): "was stopped after printing more than \(bytes) bytes"
        case .interrupted: "was stopped because the build was interrupted"
        case .notStarted(let reason): "could not be started: \(reason)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
            7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }

    /// Whether this result is what `request` told the build to expect, and if not, why.
    func mismatch(with request: RunRequest) -> String? {
        switch (request.expect, termination) {
        case (_, .timedOut), (_, .outputCapped), (_, .interrupted), (_, .notStarted):
            return "the example \(terminationSummary)"
        case (.failure, .exited(0)):
            return "the example was expected to fail but exited with status 0"
        case (.failure, _):
            return nil
        case (.success, .exited(0)) where !stderr.isEmpty:
            return "the example wrote to standard error: \(Self.firstLine(of: stderr))"
        case (.success, .exited(0)), (.stderr, .exited(0)):
            return nil
        case (_, _):
            let detail = stderr.isEmpty ? "" : ": \(Self.firstLine(of: stderr))"
            return "the example \(terminationSummary)\(detail)"
        }
    }

    static func firstLine(of text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 160 ? String(line.prefix(160)) + "…" : line
    }
}
