import Foundation
import Testing

@testable import SiteKit

@Suite("Running programs")
struct ProcessRunnerTests {
    func shell(_ script: String, stdin: String? = nil, timeout: Double = 10) async -> RunResult {
        await ProcessRunner(timeout: timeout).run("/bin/sh", ["-c", script], stdin: stdin)
    }

    @Test("exit status, stdout and stderr are kept apart")
    func exitStatusAndStreams() async {
        let result = await shell("echo out; echo oops >&2; exit 3")
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "oops\n")
        #expect(result.termination == .exited(3))
        #expect(result.terminationSummary == "exited with status 3")
    }

    @Test("a crash is reported by its signal, and what was printed before it is kept")
    func crash() async {
        let result = await shell("echo before the crash; kill -SEGV $$")
        #expect(result.termination == .signalled(11))
        #expect(result.stdout == "before the crash\n")
        #expect(result.terminationSummary == "crashed (SIGSEGV)")
    }

    @Test("a program that never ends is killed at its timeout, with the processes it started")
    func timeout() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("runner-child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let clock = ContinuousClock()
        let start = clock.now
        let result = await shell("echo started; sleep 60 & echo $! > \(pidFile.path); sleep 60", timeout: 1)
        #expect(result.termination == .timedOut(seconds: 1))
        #expect(result.stdout == "started\n")
        // Well under the 60 s the program would run: the timeout ended it (a loaded machine may
        // take some seconds to start and stop it).
        #expect(clock.now - start < .seconds(50))
        let child = try #require(
            Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try await Self.stops(child), "the background child \(child) survived the timeout")
    }

    @Test("a program that closes its output and keeps running is still stopped at its timeout")
    func closedOutputStillTimesOut() async {
        let result = await shell("echo closing; exec >&- 2>&-; sleep 60", timeout: 1)
        #expect(result.termination == .timedOut(seconds: 1))
        #expect(result.stdout == "closing\n")
    }

    @Test("a caller can act on a program while it runs: read what it printed so far, signal it")
    func whileRunning() async throws {
        let runner = ProcessRunner(timeout: 20)
        let (result, seen) = try await runner.run("/bin/sh", ["-c", "echo ready; sleep 60"]) { program -> String in
            while !program.standardOutput.contains("ready") { try await Task.sleep(for: .milliseconds(10)) }
            kill(program.processID, SIGTERM)
            return program.standardOutput
        }
        #expect(seen == "ready\n")
        #expect(result.termination == .signalled(SIGTERM))
    }

    @Test("endless output is capped and stopped; memory stays bounded")
    func endlessOutput() async {
        // A generous timeout: with the whole suite running, the reader waits its turn for a thread.
        let result = await shell("yes 'all work and no play'", timeout: 120)
        #expect(result.termination == .outputCapped(bytes: 1 << 20))
        #expect(result.stdout.utf8.count <= 1 << 20)
        #expect(result.stdout.hasPrefix("all work and no play\n"))
    }

    @Test("large output below the cap arrives whole, with stderr drained at the same time")
    func largeOutput() async {
        let result = await shell("i=0; while [ $i -lt 20000 ]; do echo line $i; echo err $i >&2; i=$((i+1)); done")
        #expect(result.termination == .exited(0))
        #expect(result.stdout.split(separator: "\n").count == 20000)
        #expect(result.stderr.split(separator: "\n").last == "err 19999")
    }

    @Test("standard input is the chapter's text, or at end of file when none is given")
    func standardInput() async {
        let echoed = await shell("cat", stdin: "Ada\n42\n")
        #expect(echoed.stdout == "Ada\n42\n")
        let closed = await shell("cat; echo done", timeout: 5)
        #expect(closed.stdout == "done\n")
        #expect(closed.termination == .exited(0))
    }

    @Test("a program that exits without reading the stdin it was given does not take the runner down")
    func unreadStandardInput() async {
        // More than a pipe holds, so the write is still going when the program has gone.
        let result = await shell("echo gone", stdin: String(repeating: "unread line\n", count: 400_000))
        #expect(result.termination == .exited(0))
        #expect(result.stdout == "gone\n")
    }

    @Test("when the caller's work beside a program fails, the program is killed with what it started")
    func whileRunningFails() async throws {
        struct Failure: Error {}
        var sleeper: Int32?
        do {
            _ = try await ProcessRunner(timeout: 60).run("/bin/sh", ["-c", "sleep 60 & echo $!; wait"]) { program in
                while program.standardOutput.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
                sleeper = Int32(program.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
                throw Failure()
            }
            Issue.record("the caller's failure was not passed on")
        } catch is Failure {}
        let child = try #require(sleeper)
        #expect(try await Self.stops(child), "the program's child \(child) survived")
    }

    @Test("a program that cannot be started ends with status 127 and says why; a command is found on PATH")
    func notStarted() async {
        #expect(ProcessRunner.find("sh")?.hasSuffix("/sh") == true)
        #expect(ProcessRunner.find("no-such-program-anywhere") == nil)
        let result = await ProcessRunner(timeout: 5).run("no-such-program-anywhere")
        #expect(result.termination == .exited(127))
        #expect(result.stderr.contains("could not start no-such-program-anywhere"))
    }

    @Test("an example runs in a fixed environment, whatever the caller's")
    func exampleEnvironment() async throws {
        let binaries = FileManager.default.temporaryDirectory.appendingPathComponent("runner-env-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: binaries) }
        let script = binaries.appendingPathComponent("Environment")
        let printer = "echo $TZ $LC_ALL $SWIFT_DETERMINISTIC_HASHING $SWIFT_BACKTRACE ${SITE_RUNNER_TEST_LEAK-clean}"
        try Data("#!/bin/sh\n\(printer)\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        setenv("SITE_RUNNER_TEST_LEAK", "leaked", 1)
        let result = await ExampleRunner(binaryDirectory: binaries).run(RunRequest(example: "Environment"))
        #expect(result.stdout == "UTC C.UTF-8 1 enable=no clean\n")
    }

    @Test("a missing example binary is the build's failure, not a result of the program")
    func missingBinary() async {
        let runner = ExampleRunner(binaryDirectory: URL(fileURLWithPath: "/nonexistent"))
        let result = await runner.run(RunRequest(example: "Nowhere"))
        #expect(result.termination == .notStarted("no binary for 'Nowhere': it was not built"))
        #expect(!result.isTheProgramsResult && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(result.mismatch(with: RunRequest(example: "Nowhere", expect: .failure)) != nil)
    }

    /// Whether a process exists and is not a zombie waiting to be reaped.
    /// Whether `pid` has stopped within `seconds`: a killed process ends once the kernel
    /// schedules it, which on a loaded machine may take a while.
    static func stops(_ pid: Int32, seconds: Int = 30) async throws -> Bool {
        for _ in 0..<(seconds * 100) {
            if !isRunning(pid) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return !isRunning(pid)
    }

    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        return state != "Z" && state != "X"
    }
}
