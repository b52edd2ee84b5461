import Foundation
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// Starts a program and waits for it to end: the one way the generator, `site-bench` and the
/// tests start processes (the examples, `swift build`, `swiftc`, `swift --version`, the
/// benchmark's contenders, the browser tests' chromedriver).
///
/// However the program behaves, the run ends and leaves nothing behind. The program gets a
/// process group of its own and a marker in its environment (`ProcessControl`); the timeout
/// bounds its life, not its pipes' (a program that closes its output and never exits is still
/// stopped); one that prints more than the cap is stopped; and when the run ends, its group and
/// every process still carrying its marker are killed, whatever group or session it made.
package struct ProcessRunner: Sendable {
    /// What becomes of what the program prints.
    package enum Output: Sendable {
        /// Kept, up to this many bytes of standard output and standard error together; a
        /// program that prints more is stopped.
        case kept(upTo: Int)
        /// Thrown away (`/dev/null`), for the benchmark's contenders, whose output nobody reads.
        case discarded
    }

    /// Seconds after which the program, and everything it started, is killed.
    package var timeout: Double
    package var output: Output
    /// The program's whole environment.
    package var environment: [String: String]
    /// The folder the program starts in; this process's when `nil`.
    package var workingDirectory: URL?

    package init(
        timeout: Double, output: Output = .kept(upTo: 1 << 20),
        environment: [String: String] = ProcessInfo.processInfo.environment, workingDirectory: URL? = nil
    ) {
        self.timeout = timeout
        self.output = output
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// Runs `executable` (a path, or a name looked up with `find`) to its end. Standard input
    /// is `stdin`, or at end of file when that is `nil`. A program that cannot be started ends
    /// with status 127 and the reason on standard error, as in a shell.
    package func run(_ executable: String, _ arguments: [String] = [], stdin: String? = nil) async -> RunResult {
        await run(executable, arguments, stdin: stdin, announce: nil)
    }

    /// Runs `executable` as `run(_:_:stdin:)` does and, once it has started, `body`, for a
    /// caller that must act on the program while it runs (signal it, read the address it
    /// prints). Returns when both have finished; if `body` throws, the program is killed.
    package func run<Value>(
        _ executable: String, _ arguments: [String] = [], stdin: String? = nil,
        whileRunning body: (RunningProcess) async throws -> Value
    ) async throws -> (result: RunResult, value: Value) {
        let (started, announce) = AsyncStream.makeStream(of: RunningProcess.self)
        async let result = run(executable, arguments, stdin: stdin, announce: announce)
        var iterator = started.makeAsyncIterator()
        guard let process = await iterator.next() else {
            throw StartFailure(description: await result.stderr)
        }
        let value = try await body(process)
        return (await result, value)
    }

    /// A program that could not be started, so `whileRunning` had nothing to run beside.
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The one executable lookup: `command` itself when it is a path, otherwise the first
    /// executable of that name in a folder of this process's `PATH`; `nil` when there is none.
    package static func find(_ command: String) -> String? {
        if command.contains("/") { return FileManager.default.isExecutableFile(atPath: command) ? command : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(command)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func run(
        _ executable: String, _ arguments: [String], stdin: String?,
        announce: AsyncStream<RunningProcess>.Continuation?
    ) async -> RunResult {
        defer { announce?.finish() }
        let start = ContinuousClock.now
        let marker = ProcessControl.newMarker()
        // Whatever the run started and left behind, in its process group or not, ends with it.
        defer { ProcessControl.killMarked(marker) }
        var environment = environment
        environment[ProcessControl.markerName] = marker
        var options = PlatformOptions()
        // A process group of its own, so that stopping the program stops what it started.
        options.processGroupID = 0
        options.teardownSequence = [
            .send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(100))
        ]
        let configuration = Configuration(
            executable: .path(FilePath(Self.find(executable) ?? executable)), arguments: Arguments(arguments),
            environment: .custom(
                Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
            ),
            workingDirectory: workingDirectory.map { FilePath($0.path) }, platformOptions: options)
        do {
            let input = try Self.standardInput(stdin)
            let watched: Watched
            let status: TerminationStatus
            switch output {
            case .kept(let cap):
                let capture = OutputCapture(cap: cap)
                let outcome = try await Subprocess.run(
                    configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true),
                    output: .sequence, error: .sequence
                ) { execution in
                    announce?.yield(RunningProcess(processID: execution.processIdentifier.value, capture: capture))
                    return await watch(
                        execution.processIdentifier.value, marker: marker,
                        output: (execution.standardOutput, execution.standardError, capture)
                    ) { Self.stop(execution) }
                }
                (watched, status) = (outcome.closureResult, outcome.terminationStatus)
            case .discarded:
                let outcome = try await Subprocess.run(
                    configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true),
                    output: .discarded, error: .discarded
                ) { execution in
                    announce?.yield(RunningProcess(processID: execution.processIdentifier.value, capture: nil))
                    return await watch(execution.processIdentifier.value, marker: marker, output: nil) {
                        Self.stop(execution)
                    }
                }
                (watched, status) = (outcome.closureResult, outcome.terminationStatus)
            }
            ProcessControl.killGroup(watched.processID)
            let termination: RunResult.Termination
            switch (watched.stopped, status) {
            case (let stopped?, _): termination = stopped
            case (nil, .exited(let code)): termination = .exited(code)
            // Killed while the build was being stopped: the kill was the build's, not a crash.
            case (nil, .signaled) where Task.isCancelled || ProcessControl.isStopping: termination = .interrupted
            case (nil, .signaled(let signal)): termination = .signalled(signal)
            }
            return RunResult(
                stdout: watched.stdout, stderr: watched.stderr, termination: termination,
                duration: watched.ended - start, peakMemoryKiB: watched.peakMemoryKiB)
        } catch {
            return RunResult(
                stdout: "", stderr: "could not start \(executable): \(error)", termination: .exited(127),
                duration: .now - start)
        }
    }

    /// What watching a program saw.
    private struct Watched: Sendable {
        var processID: pid_t
        var stdout = ""
        var stderr = ""
        /// `timedOut` or `outputCapped`, when the runner stopped the program.
        var stopped: RunResult.Termination?
        var peakMemoryKiB = 0
        /// When the program was seen to end.
        var ended = ContinuousClock.now
    }

    private enum Event: Sendable {
        case outputEnded(reachedCap: Bool)
        case exited(peakMemoryKiB: Int)
        case timeUp
    }

    /// Follows the started program until it has ended and its output is read: stops it at the
    /// timeout or the output cap, and notes its peak memory once it has exited.
    private func watch(
        _ processID: pid_t, marker: String,
        output: (SubprocessOutputSequence, SubprocessOutputSequence, OutputCapture)?,
        stop: @escaping @Sendable () -> Void
    ) async -> Watched {
        var watched = Watched(processID: processID)
        ProcessControl.watchdogFollows(group: processID)
        defer { ProcessControl.watchdogForgets(group: processID) }
        await withTaskGroup(of: Event.self) { group in
            if case (let stdout, let stderr, let capture)? = output {
                group.addTask { .outputEnded(reachedCap: await capture.read(stdout, isError: false)) }
                group.addTask { .outputEnded(reachedCap: await capture.read(stderr, isError: true)) }
            }
            group.addTask {
                // A thread of its own: the wait blocks until the program ends.
                let peak = await withCheckedContinuation { continuation in
                    Thread.detachNewThread { continuation.resume(returning: ProcessControl.waitForExit(processID)) }
                }
                return .exited(peakMemoryKiB: peak)
            }
            group.addTask { [timeout] in
                // The time the build was stopped (Ctrl-Z), when the run was stopped with it, is
                // added to the deadline: the timeout counts only the time the program could run.
                // The stopped time so far is read before the deadline is set: the build may be
                // stopped between the two, and a stop counted before its deadline was set would
                // otherwise not move it.
                var suspended = ProcessControl.suspendedNanoseconds.load(ordering: .sequentiallyConsistent)
                var deadline = ContinuousClock.now + .seconds(timeout)
                while (try? await Task.sleep(until: deadline)) != nil {
                    // Woken while the build was being continued: its stopped time is not added yet.
                    while ProcessControl.isSuspending.load(ordering: .sequentiallyConsistent) {
                        try? await Task.sleep(for: .milliseconds(10))
                    }
                    let now = ProcessControl.suspendedNanoseconds.load(ordering: .sequentiallyConsistent)
                    guard now > suspended else { break }
                    deadline += .nanoseconds(now - suspended)
                    suspended = now
                }
                return .timeUp  // or cancelled, when the program has ended: then ignored
            }
            var streamsOpen = output == nil ? 0 : 2
            var exited = false
            while streamsOpen > 0 || !exited, let event = await group.next() {
                switch event {
                case .outputEnded(let reachedCap):
                    streamsOpen -= 1
                    if reachedCap, watched.stopped == nil, case (_, _, let capture)? = output {
                        watched.stopped = .outputCapped(bytes: capture.cap)
                        stop()
                    }
                case .exited(let peakMemoryKiB):
                    exited = true
                    watched.peakMemoryKiB = peakMemoryKiB
                    watched.ended = .now
                case .timeUp where !exited && watched.stopped == nil:
                    watched.stopped = .timedOut(seconds: timeout)
                    stop()
                    // A descendant in another group may still hold the pipes open.
                    ProcessControl.killMarked(marker)
                case .timeUp:
                    break
                }
            }
            group.cancelAll()
        }
        if case (_, _, let capture)? = output {
            (watched.stdout, watched.stderr) = (capture.standardOutput, capture.standardError)
        }
        return watched
    }

    /// Kills the program's process group, and the program itself should it have left the group.
    private static func stop<Output, Error>(_ execution: Execution<FileDescriptorInput, Output, Error>) {
        try? execution.send(signal: .kill, toProcessGroup: true)
        try? execution.send(signal: .kill, toProcessGroup: false)
    }

    /// What the program reads on standard input: a file holding `text`, or `/dev/null`. A file
    /// rather than a pipe: nothing has to be written while the program runs, so a program that
    /// exits without reading its input cannot race a writer (swift-subprocess 1.0.2 traps when
    /// its stdin writer is cancelled before it closes).
    static func standardInput(_ text: String?) throws -> FileDescriptor {
        guard let text else { return try FileDescriptor.open("/dev/null", .readOnly) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("site-stdin-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }  // the open descriptor keeps it readable
        return try FileDescriptor.open(FilePath(url.path), .readOnly)
    }
}
