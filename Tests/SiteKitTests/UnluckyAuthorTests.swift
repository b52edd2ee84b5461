import Foundation
import Testing

@testable import SiteKit

/// What an unlucky author meets: each is one located error with a hint that fits its cause, or
/// a build that goes on as it should.
@Suite("An unlucky author's setups", .serialized)
struct UnluckyAuthorTests {
    func failure(_ project: FixtureProject) async throws -> [Diagnostic] {
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics
        }
    }

    @Test("site.yml that cannot be read is an error, not the defaults")
    func unreadableConfig() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n")
        ])
        // A folder where the file should be: unreadable as a file, even by root.
        try project.remove("Content/site.yml")
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Content/site.yml"), withIntermediateDirectories: true)
        let found = try await failure(project)
        #expect(found.map(\.file) == ["Content/site.yml"], "\(found)")
        #expect(found.first?.message.contains("cannot be read") == true)
    }

    @Test("folders named like SwiftPM's own build folders, in any case, are refused once each")
    func buildFolderNames() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n"),
            "Examples/Modules/main.swift": "print(1)\n",
            "Examples/ModuleCache/main.swift": "print(2)\n",
            "Examples/Index/main.swift": "print(3)\n",
        ])
        let found = try await failure(project)
        #expect(
            found.map(\.file).sorted() == ["Examples/Index", "Examples/ModuleCache", "Examples/Modules"], "\(found)")
        #expect(found.allSatisfy { $0.message.contains("a folder SwiftPM keeps") }, "\(found)")
    }

    @Test("resources over 8 MB are refused before the download would carry them")
    func largeResources() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Heavy\n```\n"),
            "Examples/Heavy/main.swift": "print(1)\n",
        ])
        try project.write("Examples/Heavy/Resources/blob.bin", Data(count: 9 << 20))
        let found = try await failure(project)
        #expect(found.map(\.file) == ["Examples/Heavy/Resources"], "\(found)")
        #expect(found.first?.message.contains("9 MB") == true, "\(found)")
    }

    @Test("Site as a file is named as such, not as a permissions problem")
    func siteIsAFile() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n"),
            "Site": "a file of the author's\n",
        ])
        let found = try await failure(project)
        #expect(found.map(\.message) == ["Site is a file, not a folder"], "\(found)")
        #expect(!(found.first?.hint?.contains("chmod") ?? true))
        #expect(try project.read("Site") == "a file of the author's\n")
    }

    @Test("no swift on the PATH is said as such, not as a toolchain too old")
    func noSwift() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Featured\n```\n"),
            "Examples/Featured/main.swift":
                "// setting: upcoming-feature NonisolatedNonsendingByDefault\nprint(1)\n",
        ])
        var generator = try project.generator()
        generator.swift = "swift-not-installed-here"
        do {
            try await generator.build()
            Issue.record("the build succeeded")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.count == 1, "\(messages)")
            #expect(
                messages.allSatisfy { $0.contains("swift-not-installed-here") && !$0.contains("6.2") }, "\(messages)")
        }
    }

    @Test("TERM=dumb on a terminal gets no escape sequences")
    func dumbTerminal() async throws {
        let site = BuildInterruptionTests.site
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux's script")
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n")
        ])
        // `script` gives the build a terminal, as an editor's output pane does.
        for (term, escapes) in [("dumb", false), ("xterm", true)] {
            try? FileManager.default.removeItem(at: project.root.appendingPathComponent(".build"))
            try? FileManager.default.removeItem(at: project.root.appendingPathComponent("Site"))
            let run = await ProcessRunner(timeout: 300).run(
                "/usr/bin/script", ["-qec", "TERM=\(term) '\(site)' --root '\(project.root.path)'", "/dev/null"])
            #expect(run.termination == .exited(0), "\(run.stdout)")
            #expect(run.stdout.contains("\u{1B}[") == escapes, "TERM=\(term): \(run.stdout.debugDescription)")
        }
    }
}
