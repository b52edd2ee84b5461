import Foundation
import Testing

@testable import SiteKit

/// An example that prints bytes a page cannot hold as they are: every byte is still shown, the
/// page is complete, and the reader is told what the symbols mean.
@Suite("Hostile output")
struct HostileOutputTests {
    static let printer = """
        import Foundation
        print("before\\u{0}after\\u{7}bell\\u{1B}[31mred\\u{7F}")
        FileHandle.standardOutput.write(Data([0x6F, 0x6B, 0xFF, 0xFE, 0x21, 0x0A]))
        print("last line")

        """

    @Test("NUL, other control bytes and invalid UTF-8 are shown visibly and the page is whole")
    func controlBytes() async throws {
        let project = try FixtureProject(files: [
            "Content/bytes.md": FixtureProject.chapter(
                title: "Bytes",
                body: """

                    ## Output

                    ```output Printer
                    ```

                    ## After the output

                    The end.

                    """),
            "Examples/Printer/main.swift": Self.printer,
        ])
        try await project.generator().build()
        let html = try project.read("Site/bytes.html")
        #expect(html.contains("before\u{2400}after\u{2407}bell\u{241B}[31mred\u{2421}"))
        #expect(html.contains("ok\u{FFFD}\u{FFFD}!"))
        #expect(html.contains("last line</pre>"))
        #expect(html.contains("Bytes that are not valid UTF-8 are shown as"))
        // Nothing after the NUL was lost: the rest of the chapter and the page's end are there.
        #expect(html.contains("<h2 id=\"after-the-output\">"))
        #expect(html.contains("</html>"))
        #expect(!html.contains("\u{0}"))
        #expect(await SiteChecker(generator: try project.generator()).check().map(\.description) == [])
    }
}

/// Examples that leave processes behind or hold the build hostage: nothing they start
/// outlives the build, and a program that closes its pipes and never exits still times out.
@Suite("Hostile processes")
struct HostileProcessTests {
    /// Starts two sleeps with a duration no other test uses: one in the example's process
    /// group, one in a session of its own, and exits at once.
    static func leaver(_ seconds: Int) -> String {
        """
        import Foundation
        let sameGroup = Process()
        sameGroup.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sameGroup.arguments = ["\(seconds)"]
        try sameGroup.run()
        let ownSession = Process()
        ownSession.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        ownSession.arguments = ["--fork", "/bin/sleep", "\(seconds)"]
        try ownSession.run()
        print("started two sleeps")

        """
    }

    static let closer = """
        #if canImport(Glibc)
            import Glibc
        #endif
        print("closing my output", terminator: "\\n")
        fflush(nil)
        close(1)
        close(2)
        while true { sleep(1) }

        """

    /// The processes still running whose command line is `sleep <seconds>`.
    static func sleeps(_ seconds: Int) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.last == "\(seconds)" && arguments.contains { $0.hasSuffix("sleep") }
        }
    }

    @Test(
        "a build leaves no process an example started, in its group or in a session of its own",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")))
    func noProcessOutlivesTheBuild() async throws {
        let seconds = 300 + Int.random(in: 1...600)
        let project = try FixtureProject(files: [
            "Content/leaver.md": FixtureProject.chapter(title: "Leaver", body: "\n```output Leaver\n```\n"),
            "Examples/Leaver/main.swift": Self.leaver(seconds),
        ])
        try await project.generator().build()
        #expect(try project.read("Site/leaver.html").contains("started two sleeps"))
        // A killed process may take a moment to be gone from /proc.
        var left = Self.sleeps(seconds)
        for _ in 0..<50 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(20))
            left = Self.sleeps(seconds)
        }
        #expect(left == [], "still running: \(left)")
    }

    @Test(
        "a program that closes stdout and stderr and never exits is stopped at its timeout",
        .timeLimit(.minutes(10)))
    func closedPipesStillTimeOut() async throws {
        let project = try FixtureProject(files: [
            "Content/closer.md": FixtureProject.chapter(title: "Closer", body: "\n```output Closer\ntimeout: 2\n```\n"),
            "Examples/Closer/main.swift": Self.closer,
        ])
        // The message's "after running for 2 s" is the proof; the time limit catches a hang
        // (the build also compiles the example, which on a loaded machine takes minutes).
        await #expect {
            try await project.generator().build()
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.contains {
                $0.description.hasPrefix("Content/closer.md:")
                    && $0.message.contains("was stopped after running for 2 s")
            } == true
        }
    }
}

extension HostileProcessTests {
    static let sleeper = """
        import Foundation
        print("going to sleep")
        let nap = Process()
        nap.executableURL = URL(fileURLWithPath: "/bin/sleep")
        nap.arguments = ["\\(CommandLine.arguments.last ?? "1")"]
        try nap.run()
        nap.waitUntilExit()

        """

    @Test(
        "SIGINT, SIGTERM or SIGHUP while examples run: every run is stopped, no staging left, Site/ as it was, 128 + signal"
    )
    func interrupted() async throws {
        let site = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            let seconds = 300 + Int.random(in: 601...900)
            let project = try FixtureProject(files: [
                "Content/nap.md": FixtureProject.chapter(
                    title: "Nap", body: "\n```output Sleeper\narguments: [\"\(seconds)\"]\ntimeout: 600\n```\n"),
                "Examples/Sleeper/main.swift": Self.sleeper,
                "Site/keep.txt": "the last good site\n",
            ])
            let before = project.siteSnapshot()
            let runner = ProcessRunner(timeout: 900)
            let (build, _) = try await runner.run(site, ["--root", project.root.path, "--no-cache"]) { build in
                // Wait until the example's own child is asleep, then stop the build.
                var waited = 0
                while Self.sleeps(seconds).isEmpty && waited < 3000 {
                    try await Task.sleep(for: .milliseconds(100))
                    waited += 1
                }
                try #require(!Self.sleeps(seconds).isEmpty, "the example never started")
                kill(build.processID, signal)
            }
            #expect(build.termination == .exited(status), "\(build.stderr)")
            var left = Self.sleeps(seconds)
            for _ in 0..<50 where !left.isEmpty {
                try await Task.sleep(for: .milliseconds(20))
                left = Self.sleeps(seconds)
            }
            #expect(left == [], "still running after the build stopped: \(left)")
            #expect(project.siteSnapshot() == before)
            let scratch = (try? FileManager.default.contentsOfDirectory(atPath: project.layout.scratch.path)) ?? []
            #expect(scratch.filter { $0.hasPrefix("staging-") || $0.hasPrefix("retired-") } == [])
        }
    }

    /// Processes whose command line mentions `text`, as `pid command`.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil && Int32($0) != getpid() }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.contains { $0.contains(text) }
                ? "\(pid) \(arguments.prefix(3).joined(separator: " "))" : nil
        }
    }

    @Test("SIGTERM while swift build compiles the examples: it is stopped with everything it started, Site/ as it was")
    func interruptedWhileBuilding() async throws {
        let site = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let project = try FixtureProject(files: [
            "Content/plain.md": FixtureProject.chapter(title: "Plain", body: "\n```output Plain\n```\n"),
            "Examples/Plain/main.swift": "print(\"plain\")\n",
            "Site/keep.txt": "the last good site\n",
        ])
        let before = project.siteSnapshot()
        let root = project.root.path
        let (build, _) = try await ProcessRunner(timeout: 900).run(site, ["--root", root, "--no-cache"]) { build in
            // Wait until SwiftPM works on the project (a process other than the generator names
            // its folder), then stop the build.
            var waited = 0
            while Self.processes(mentioning: root).filter({ !$0.contains(" \(site) ") && !$0.hasSuffix(site) }).count
                < 2
                && waited < 3000
            {
                try await Task.sleep(for: .milliseconds(20))
                waited += 1
            }
            kill(build.processID, SIGTERM)
        }
        #expect(build.termination == .exited(143), "\(build.stderr)")
        var left = Self.processes(mentioning: root)
        for _ in 0..<100 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            left = Self.processes(mentioning: root)
        }
        #expect(left == [], "still running after the build stopped: \(left)")
        #expect(project.siteSnapshot() == before)
    }

    @Test("staging and backup folders of a build that was killed are removed by the next build")
    func abandonedFoldersRemoved() async throws {
        let project = try FixtureProject(files: [
            "Content/plain.md": FixtureProject.chapter(title: "Plain", body: "\n```output Plain\n```\n"),
            "Examples/Plain/main.swift": "print(\"plain\")\n",
        ])
        let scratch = project.layout.scratch
        // A process id that cannot be running (above the kernel's limit), and older namings.
        for name in ["staging-99999999-A", "retired-99999999-B", "backup-99999999-E", "staging-0F8D2C1E-1111"] {
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent(name).appendingPathComponent("x"), withIntermediateDirectories: true)
        }
        try await project.generator().build()
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left.filter { ["staging-", "retired-", "backup-"].contains(where: $0.hasPrefix) } == [])

        // A build with nothing to do removes them too, and a build killed midway through
        // updating Site/ gets its site back: the page it had already replaced is put back.
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift)
        try await generator.build()
        let site = project.siteSnapshot()
        let staging = scratch.appendingPathComponent("staging-99999999-D")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half of a build".utf8).write(to: staging.appendingPathComponent("plain.html"))
        let update = SiteUpdate(
            site: project.layout.site.path, staging: staging.path,
            backup: scratch.appendingPathComponent("backup-99999999-C").path, written: ["plain.html"], removed: [])
        try update.begin()
        try update.perform(update.journal.changes[0])
        #expect(try project.read("Site/plain.html") == "half of a build")
        let noop = try await generator.build()
        #expect(noop.siteIsCurrent, "nothing changed, so nothing was laid out")
        #expect(project.siteSnapshot() == site)
        let after = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(after.filter { ["staging-", "retired-", "backup-"].contains(where: $0.hasPrefix) } == [])
    }
}
