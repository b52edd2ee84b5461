import Foundation

/// Runs built example binaries directly (not through `swift run`, which plans the whole
/// package again on every call), several at once, each with the chapter's timeout and arguments, standard input at
/// end of file or given the chapter's text, an output cap, and a fixed environment so the
/// output is reproducible.
struct ExampleRunner: Sendable {
    /// The folder holding the example binaries (`swift build --show-bin-path`).
    var binaryDirectory: URL
    /// Bytes of stdout plus stderr after which a run is stopped.
    var outputCap: Int
    /// How many examples run at the same time.
    var parallelism: Int

    init(
        binaryDirectory: URL, outputCap: Int = 1 << 20,
        parallelism: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)
    ) {
        self.binaryDirectory = binaryDirectory
        self.outputCap = outputCap
        self.parallelism = parallelism
    }

    /// The environment every example runs in, whatever the caller's: what makes output
    /// reproducible (hashing, time zone, locale) and readable (no crash backtraces).
    static let environment: [String: String] = [
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
    func run(_ requests: [RunRequest], onFinish: @Sendable (RunRequest, RunResult) -> Void = { _, _ in })
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

    /// Runs one example once, through `ProcessRunner`, in an empty folder of its own (also its
    /// `HOME`) that is removed afterwards: a program that writes a relative path (a log, a cache) writes
    /// there, never into the project. `stdbuf` makes the C library's stdout line-buffered, so
    /// what a program printed before it crashed is not lost in a buffer.
    func run(_ request: RunRequest) async -> RunResult {
        let binary = binaryDirectory.appendingPathComponent(request.example).path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return RunResult(
                stdout: "", stderr: "", termination: .notStarted("no binary for '\(request.example)': it was not built")
            )
        }
        var command = [binary] + request.arguments
        if let stdbuf = Self.stdbuf { command = [stdbuf, "-oL", "-eL"] + command }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-run-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return RunResult(
                stdout: "", stderr: "",
                termination: .notStarted(
                    "no working folder could be made in \(FileManager.default.temporaryDirectory.path): \(FileWriter.reason(error))"
                ))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Its folder is its home too: what one run writes under `~` is gone for the next.
        var environment = Self.environment
        environment["HOME"] = folder.path
        let runner = ProcessRunner(
            timeout: request.timeout, output: .kept(upTo: outputCap), environment: environment,
            workingDirectory: folder)
        var result = await runner.run(command[0], Array(command.dropFirst()), stdin: request.stdin)
        result.stderr = StackTraceFilter.removingStackTraces(from: result.stderr)
        return result
    }

    /// GNU coreutils' `stdbuf`, when installed.
    static let stdbuf = ProcessRunner.find("stdbuf")
}
