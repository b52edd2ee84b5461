import Foundation
import Testing

@testable import SiteKit

@Suite("Running programs")
struct ExampleRunnerTests {
    let runner = ExampleRunner(binaryDirectory: URL(fileURLWithPath: "/nonexistent"), outputCap: 1 << 20)

    func shell(_ script: String, stdin: String? = nil, timeout: Double = 10) async -> RunResult {
        await runner.run(executable: "/bin/sh", arguments: ["-c", script], stdin: stdin, timeout: timeout)
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
        try await Task.sleep(for: .milliseconds(200))
        #expect(!Self.isRunning(child), "the background child \(child) survived the timeout")
    }

    @Test("endless output is capped and stopped; memory stays bounded")
    func endlessOutput() async {
        let result = await shell("yes 'all work and no play'", timeout: 20)
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

    @Test("the environment is fixed, whatever the caller's")
    func environment() async {
        setenv("SITE_RUNNER_TEST_LEAK", "leaked", 1)
        let result = await shell(
            "echo $TZ $LC_ALL $SWIFT_DETERMINISTIC_HASHING $SWIFT_BACKTRACE ${SITE_RUNNER_TEST_LEAK-clean}")
        #expect(result.stdout == "UTC C.UTF-8 1 enable=no clean\n")
    }

    @Test("a missing binary is reported as not built")
    func missingBinary() async {
        let result = await runner.run(RunRequest(example: "Nowhere"))
        #expect(result.termination == .exited(127))
        #expect(result.stderr.contains("was not built"))
    }

    /// Whether a process exists and is not a zombie waiting to be reaped.
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        return state != "Z" && state != "X"
    }
}
