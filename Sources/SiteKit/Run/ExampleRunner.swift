import Foundation
import Subprocess
import Synchronization

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// Runs built example binaries directly (not through `swift run`, which costs about a second
/// a call), several at once, each in its own process group with a timeout, an output cap,
/// standard input at end of file or given the chapter's text, and a fixed environment so the output is reproducible.
public struct ExampleRunner: Sendable {
    /// The folder holding the example binaries (`swift build --show-bin-path`).
    public var binaryDirectory: URL
    /// Bytes of stdout plus stderr after which a run is stopped.
    public var outputCap: Int
    /// How many examples run at the same time.
    public var parallelism: Int

    public init(
        binaryDirectory: URL, outputCap: Int = 1 << 20,
        parallelism: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)
    ) {
        self.binaryDirectory = binaryDirectory
        self.outputCap = outputCap
        self.parallelism = parallelism
    }

    /// The environment every example runs in, whatever the caller's: what makes output
    /// reproducible (hashing, time zone, locale) and readable (no crash backtraces).
    public static let environment: [String: String] = [
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": "/tmp",
        "TMPDIR": "/tmp",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "TZ": "UTC",
        "SWIFT_DETERMINISTIC_HASHING": "1",
        "SWIFT_BACKTRACE": "enable=no",
    ]

    /// Runs every request, at most `parallelism` at a time; results come back keyed by request.
    public func run(_ requests: [RunRequest], onFinish: @Sendable (RunRequest, RunResult) -> Void = { _, _ in })
        async -> [RunRequest: RunResult]
    {
        var results: [RunRequest: RunResult] = [:]
        await withTaskGroup(of: (RunRequest, RunResult).self) { group in
            var pending = requests[...]
            for _ in 0..<min(parallelism, pending.count) {
                let request = pending.removeFirst()
                group.addTask { (request, await self.run(request)) }
            }
            for await (request, result) in group {
                results[request] = result
                onFinish(request, result)
                if let next = pending.popFirst() {
                    group.addTask { (next, await self.run(next)) }
                }
            }
        }
        return results
    }

    /// Runs one example once.
    public func run(_ request: RunRequest) async -> RunResult {
        let binary = binaryDirectory.appendingPathComponent(request.example).path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return RunResult(
                stdout: "", stderr: "no binary at \(binary): the example was not built", termination: .exited(127))
        }
        return await run(
            executable: binary, arguments: request.arguments, stdin: request.stdin, timeout: request.timeout)
    }

    /// Runs any executable the way examples are run. `stdbuf` makes the C library's stdout
    /// line-buffered, so what a program printed before it crashed is not lost in a buffer.
    public func run(
        executable: String, arguments: [String], stdin: String?, timeout: Double,
        environment: [String: String] = ExampleRunner.environment, workingDirectory: URL? = nil
    ) async -> RunResult {
        let clock = ContinuousClock()
        let start = clock.now
        var command = [executable] + arguments
        if let stdbuf = Self.stdbuf { command = [stdbuf, "-oL", "-eL"] + command }
        var options = PlatformOptions()
        // A process group of its own, so a timeout kills everything the example started.
        options.processGroupID = 0
        options.teardownSequence = [
            .send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(100))
        ]
        let marker = ProcessControl.newMarker()
        var environment = environment
        environment[ProcessControl.markerName] = marker
        let customEnvironment = Environment.custom(
            Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) }))
        let capture = OutputCapture(cap: outputCap, marker: marker)
        // Whatever the run started and left behind, in its process group or not, ends with it.
        defer { ProcessControl.killMarked(marker) }
        do {
            let outcome = try await Subprocess.run(
                .path(FilePath(command[0])), arguments: Arguments(Array(command.dropFirst())),
                environment: customEnvironment, workingDirectory: workingDirectory.map { FilePath($0.path) },
                platformOptions: options,
                input: .fileDescriptor(try Self.standardInput(stdin), closeAfterSpawningProcess: true),
                output: .sequence, error: .sequence
            ) { execution in
                await capture.collect(execution: execution, timeout: timeout)
            }
            let collected = outcome.closureResult
            ProcessControl.killGroup(collected.processID)
            let termination: RunResult.Termination
            if collected.timedOut {
                termination = .timedOut(seconds: timeout)
            } else if collected.capped {
                termination = .outputCapped(bytes: outputCap)
            } else {
                switch outcome.terminationStatus {
                case .exited(let code): termination = .exited(code)
                case .signaled(let signal): termination = .signalled(signal)
                }
            }
            return RunResult(
                stdout: collected.stdout, stderr: StackTraceFilter.removingStackTraces(from: collected.stderr),
                termination: termination,
                duration: clock.now - start)
        } catch {
            return RunResult(
                stdout: "", stderr: "could not start \(executable): \(error)", termination: .exited(127),
                duration: clock.now - start)
        }
    }

    /// What the program reads on standard input: a file holding the chapter's text, or
    /// `/dev/null`. A file rather than a pipe: nothing has to be written while the program
    /// runs, so a program that exits without reading its input cannot race a writer
    /// (swift-subprocess 1.0.2 traps when its stdin writer is cancelled before it closes).
    static func standardInput(_ text: String?) throws -> FileDescriptor {
        guard let text else { return try FileDescriptor.open("/dev/null", .readOnly) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("site-stdin-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }  // the open descriptor keeps it readable
        return try FileDescriptor.open(FilePath(url.path), .readOnly)
    }

    /// GNU coreutils' `stdbuf`, when installed.
    static let stdbuf: String? = ["/usr/bin/stdbuf", "/bin/stdbuf", "/usr/local/bin/stdbuf"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Reads an example's stdout and stderr at the same time (so neither pipe can fill up and
/// block it), stops it at its timeout or when it has printed too much, and keeps everything it
/// printed until then.
private struct OutputCapture: Sendable {
    let cap: Int
    /// The run's marker, to stop whatever holds its pipes open when time is up.
    let marker: String

    struct Collected: Sendable {
        var stdout = ""
        var stderr = ""
        var timedOut = false
        var capped = false
        var processID: pid_t = 0
    }

    private enum Event: Sendable {
        case stdout([UInt8], capped: Bool)
        case stderr([UInt8], capped: Bool)
        case timedOut
    }

    func collect(
        execution: Execution<FileDescriptorInput, SequenceOutput, SequenceOutput>,
        timeout: Double
    ) async -> Collected {
        let budget = ByteBudget(cap)
        var collected = Collected()
        let pid = execution.processIdentifier.value
        collected.processID = pid
        let deadline = ContinuousClock.now + .seconds(timeout)
        await withTaskGroup(of: Event.self) { group in
            group.addTask {
                .stdout(await Self.read(execution.standardOutput, budget: budget), capped: budget.exhausted)
            }
            group.addTask {
                .stderr(await Self.read(execution.standardError, budget: budget), capped: budget.exhausted)
            }
            group.addTask {
                do {
                    try await Task.sleep(for: .seconds(timeout))
                    return .timedOut
                } catch {
                    return .timedOut  // cancelled: the streams ended first; ignored below
                }
            }
            var streamsOpen = 2
            while streamsOpen > 0, let event = await group.next() {
                switch event {
                case .stdout(let bytes, let capped), .stderr(let bytes, let capped):
                    let text = String(decoding: bytes, as: UTF8.self)
                    if case .stdout = event { collected.stdout = text } else { collected.stderr = text }
                    streamsOpen -= 1
                    if capped && !collected.capped {
                        collected.capped = true
                        try? execution.send(signal: .kill, toProcessGroup: true)
                    }
                case .timedOut:
                    collected.timedOut = true
                    try? execution.send(signal: .kill, toProcessGroup: true)
                    // A descendant in another group may still hold the pipes open.
                    ProcessControl.killMarked(marker)
                }
            }
            group.cancelAll()
        }
        // The pipes can close long before the process ends (it may close them itself): the
        // timeout bounds the process's life, not the pipes'.
        while !collected.timedOut && !collected.capped && !ProcessControl.hasExited(pid) {
            if ContinuousClock.now >= deadline {
                collected.timedOut = true
                try? execution.send(signal: .kill, toProcessGroup: true)
                break
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return collected
    }

    /// Reads a stream to its end, keeping at most what the shared budget allows; once the
    /// budget is spent it stops reading, so memory stays bounded however much is printed.
    private static func read(_ stream: SubprocessOutputSequence, budget: ByteBudget) async -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            for try await buffer in stream {
                let chunk = buffer.withUnsafeBytes { Array($0) }
                let allowed = budget.take(chunk.count)
                bytes += chunk.prefix(allowed)
                if allowed < chunk.count { break }
            }
        } catch {}
        return bytes
    }
}

/// Bytes left before the output cap, shared by the stdout and stderr readers.
private final class ByteBudget: Sendable {
    private let remaining: Mutex<Int>

    init(_ bytes: Int) { remaining = Mutex(bytes) }

    /// Takes up to `count` bytes from the budget and returns how many were granted.
    func take(_ count: Int) -> Int {
        remaining.withLock { left in
            let granted = min(left, count)
            left -= granted
            if granted < count { left = -1 }
            return granted
        }
    }

    var exhausted: Bool { remaining.withLock { $0 < 0 } }
}
