import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a build that is stopped from outside leaves: no made-up result in the cache, no
/// example still running however hard it was killed, and no file written into the project.
@Suite("Interrupted and killed builds")
struct BuildInterruptionTests {
    static var site: String { BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path }

    /// Sleeps as long as its argument says (through a child `sleep`, so the test can see it
    /// running), then says so and fails, as its chapter expects.
    static let napper = """
        import Foundation
        print("going to sleep")
        let nap = Process()
        nap.executableURL = URL(fileURLWithPath: "/bin/sleep")
        nap.arguments = [CommandLine.arguments[1]]
        try nap.run()
        nap.waitUntilExit()
        print("woke up")
        exit(3)

        """

    /// Runs `site` on `project` and, once `sleep <seconds>` runs, sends it `signal`.
    static func build(
        _ project: FixtureProject, stoppingWith signal: Int32, when seconds: Int, extra: [String] = []
    ) async throws -> (result: RunResult, processID: pid_t) {
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let (result, processID) = try await ProcessRunner(timeout: 900).run(
            site, ["--root", project.root.path] + extra
        ) {
            build in
            var waited = 0
            while HostileProcessTests.sleeps(seconds).isEmpty && waited < 3000 {
                try await Task.sleep(for: .milliseconds(100))
                waited += 1
            }
            try #require(!HostileProcessTests.sleeps(seconds).isEmpty, "the example never started")
            kill(build.processID, signal)
            return build.processID
        }
        return (result, processID)
    }

    @Test("a run stopped by Ctrl-C is not remembered: the next build runs it again and shows what it printed")
    func interruptedRunNotCached() async throws {
        let seconds = 3
        let project = try FixtureProject(files: [
            "Content/nap.md": FixtureProject.chapter(
                title: "Nap",
                body: "\n```output Napper\narguments: [\"\(seconds)\"]\ntimeout: 60\nexpect: failure\n```\n"),
            "Examples/Napper/main.swift": Self.napper,
        ])
        let (stopped, _) = try await Self.build(project, stoppingWith: SIGINT, when: seconds)
        #expect(stopped.termination == .exited(130))
        // Nothing said the example crashed: the kill was the build's own.
        #expect(!stopped.stderr.contains("SIGKILL") && !stopped.stderr.contains("crashed"), "\(stopped.stderr)")
        let again = await ProcessRunner(timeout: 900).run(Self.site, ["--root", project.root.path])
        #expect(again.termination == .exited(0), "\(again.stderr)")
        #expect(again.stdout.contains("(1 run)"), "the stopped run was run again: \(again.stdout)")
        let page = try project.read("Site/nap.html")
        #expect(page.contains("woke up"))
        #expect(page.contains("exited with status 3"))
        #expect(!page.contains("SIGKILL"))
    }

    @Test("kill -9 of the build: its example dies with it, and the next build finds nothing left")
    func hardKill() async throws {
        let seconds = 300 + Int.random(in: 1...600)
        let project = try FixtureProject(files: [
            "Content/nap.md": FixtureProject.chapter(
                title: "Nap", body: "\n```output Napper\narguments: [\"\(seconds)\"]\ntimeout: 5\n```\n"),
            "Examples/Napper/main.swift": Self.napper,
        ])
        let (killed, build) = try await Self.build(project, stoppingWith: SIGKILL, when: seconds, extra: ["--no-cache"])
        #expect(killed.termination == .signalled(SIGKILL))
        // The watchdog acts when the kernel closes the build's end of its pipe: within 10 s,
        // the example and its sleep are gone, so the next build has nothing of it to stop.
        var left = Self.marked(by: build)
        for _ in 0..<100 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.marked(by: build)
        }
        #expect(left == [], "processes of the killed build still run: \(left)")
        #expect(HostileProcessTests.sleeps(seconds) == [])
    }

    @Test("the watchdog holds no file of the build's but its pipe: not a socket the preview later closes")
    func watchdogHoldsNothingElse() async throws {
        // Open in this process and not closed on exec, as a connection the preview accepts.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let watchdog = try #require(ProcessControl.startWatchdog(prefix: "99999998-1-"))
        var processes = ["\(watchdog.process)"]
        for _ in 0..<100 where processes.count == 1 {
            try await Task.sleep(for: .milliseconds(50))
            processes += PreviewHardeningTests.children(of: processes[0])
        }
        let held = processes.flatMap { pid in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            return files.filter { Int($0)! > 2 }.compactMap {
                try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
            }
        }
        close(watchdog.pipe)
        var status: Int32 = 0
        waitpid(watchdog.process, &status, 0)
        #expect(processes.count == 2, "the watchdog and its 'cat'")
        // The shell's own copy of its redirection is /dev/null.
        #expect(held.filter { $0 != "/dev/null" } == [], "the watchdog holds the build's files")
    }

    /// The processes that carry the marker of runs started by build process `pid`.
    static func marked(by pid: pid_t) -> [pid_t] {
        let needle = Array("\(ProcessControl.markerName)=\(pid)-".utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let id = pid_t(entry),
                let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
            else { return nil }
            return environment.split(separator: 0).contains { $0.starts(with: needle) } ? id : nil
        }
    }

    @Test("processes marked by a build that no longer runs are stopped; those of a running build are not")
    func leftoversOfEndedBuilds() async throws {
        let seconds = 300 + Int.random(in: 601...900)
        let sleep = "/bin/sleep"
        // A marker whose build never ran (no process has that id and start time), and this
        // process's own, which must be left alone.
        let orphan = Process()
        orphan.executableURL = URL(fileURLWithPath: sleep)
        orphan.arguments = ["\(seconds)"]
        orphan.environment = [ProcessControl.markerName: "99999999-12345-stale"]
        let own = Process()
        own.executableURL = URL(fileURLWithPath: sleep)
        own.arguments = ["\(seconds)"]
        own.environment = [ProcessControl.markerName: ProcessControl.ownPrefix + "live"]
        try orphan.run()
        try own.run()
        defer { own.terminate() }
        // A child's environment shows in /proc only once it has executed `sleep`.
        for _ in 0..<100 where Self.marked(by: 99_999_999).isEmpty {
            try await Task.sleep(for: .milliseconds(50))
        }
        let stopped = ProcessControl.stopProcessesOfEndedBuilds()
        #expect(!stopped.contains(own.processIdentifier))
        // Any `site` another test starts meanwhile stops the orphan too, and may be first: either
        // way it is dead by SIGKILL once the call returns.
        for _ in 0..<40 where orphan.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!orphan.isRunning, "stopped: \(stopped)")
        if !orphan.isRunning {
            #expect(orphan.terminationReason == .uncaughtSignal && orphan.terminationStatus == SIGKILL)
        } else {
            orphan.terminate()
        }
        #expect(own.isRunning)
    }

    @Test(
        "an example runs in an empty folder of its own, also its home: what it writes never lands in the project or the next run"
    )
    func ownWorkingFolder() async throws {
        let project = try FixtureProject(files: [
            "Content/files.md": FixtureProject.chapter(title: "Files", body: "\n```output Writer\n```\n"),
            "Examples/Writer/main.swift": """
            import Foundation
            print("found here: \\(try FileManager.default.contentsOfDirectory(atPath: "."))")
            try "a log line\\n".write(toFile: "example.log", atomically: false, encoding: .utf8)
            print("wrote: \\(try FileManager.default.contentsOfDirectory(atPath: "."))")
            let note = ProcessInfo.processInfo.environment["HOME", default: "/tmp"] + "/.writer-note"
            print("a note in home: \\(FileManager.default.fileExists(atPath: note))")
            try "seen\\n".write(toFile: note, atomically: false, encoding: .utf8)

            """,
        ])
        let output = try await project.generator().build()
        let again = await ExampleRunner(binaryDirectory: output.binaryDirectory).run(
            RunRequest(example: "Writer", timeout: 60))
        #expect(again.stdout.contains("a note in home: false"), "\(again.stdout)")
        let page = try project.read("Site/files.html")
        #expect(page.contains("found here: []"))
        #expect(page.contains("a note in home: false"))
        #expect(page.contains("wrote: [&quot;example.log&quot;]"))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("example.log").path))
    }

    @Test("Ctrl-Z stops the build's examples with it, and the time stopped does not count against their timeout")
    func ctrlZStopsTheRuns() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.site), "build the 'site' product first")
        // A nap no other process on the machine takes, long enough for the build to stop it on
        // a loaded machine, and a timeout of 7 s: room to start the example slowly there, yet
        // less than the time the build is stopped.
        let nap = "2.\(Int.random(in: 100...999))"
        let project = try FixtureProject(files: [
            "Content/nap.md": FixtureProject.chapter(
                title: "Nap",
                body: "\n```output Napper\narguments: [\"\(nap)\"]\ntimeout: 7\nexpect: failure\n```\n"),
            "Examples/Napper/main.swift": Self.napper,
        ])
        // Through a shell, as a terminal's job is: the build is not this test runner's child.
        let (result, states) = try await ProcessRunner(timeout: 900).run(
            "/bin/sh", ["-c", "\"$0\" --root \"$1\" & wait $!", Self.site, project.root.path]
        ) { _ in
            var sleeper: [String] = []
            for _ in 0..<3000 where sleeper.isEmpty {
                sleeper = Self.processes(endingWith: nap)
                try await Task.sleep(for: .milliseconds(20))
            }
            let pid = try #require(sleeper.first, "the example never started")
            // The build is the nearest of the nap's ancestors that runs `site`.
            var ancestor = Self.parent(of: pid)
            while let current = ancestor, Self.command(of: current) != Self.site, current != "1" {
                ancestor = Self.parent(of: current)
            }
            let build = try #require(ancestor.flatMap { pid_t($0) }, "no build among the nap's ancestors")
            kill(build, SIGTSTP)
            // Stopped within 5 s, however loaded the machine.
            var stopped = Self.state(of: pid)
            for _ in 0..<250 where stopped != "T" {
                try await Task.sleep(for: .milliseconds(20))
                stopped = Self.state(of: pid)
            }
            // Longer than the example's timeout: none of it counts.
            try await Task.sleep(for: .seconds(8))
            kill(build, SIGCONT)
            return stopped
        }
        #expect(states == "T", "the example went on while the build was stopped: state \(states ?? "gone")")
        #expect(result.termination == .exited(0), "stderr: \(result.stderr) stdout: \(result.stdout)")
        let page = try project.read("Site/nap.html")
        #expect(page.contains("woke up") && page.contains("exited with status 3"))
    }

    /// The processes whose last argument is `argument`.
    static func processes(endingWith argument: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return data.split(separator: 0).last.map { String(decoding: $0, as: UTF8.self) } == argument
        }
    }

    /// The parent of process `pid`, from `/proc`.
    static func parent(of pid: String) -> String? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: stat, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? String(fields[1]) : nil
    }

    /// The program process `pid` runs, from `/proc`.
    static func command(of pid: String) -> String? {
        FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")?.split(separator: 0).first.map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The state letter of process `pid` (`T` when stopped), from `/proc`.
    static func state(of pid: String) -> String? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: stat, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ").first.map(String.init)
    }
}
