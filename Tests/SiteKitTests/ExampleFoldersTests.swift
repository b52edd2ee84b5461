import Foundation
import Testing

@testable import SiteKit

/// `swift run <Example>` keeps working as example folders come and go, without
/// `swift package purge-cache`: SwiftPM caches the evaluated manifest under its text, and the
/// build writes `Examples/Package.swift` anew from the example folders, naming each one.
@Suite("Example folders added and removed, with SwiftPM's manifest cache", .serialized)
struct ExampleFoldersTests {
    static func files() -> [String: String] {
        [
            "Content/a.md": FixtureProject.chapter(title: "A", body: "\n```output Alpha\n```\n"),
            "Examples/Alpha/main.swift": "print(\"alpha\")\n",
        ]
    }

    func swiftRun(_ project: FixtureProject, _ product: String) async -> RunResult {
        await ProcessRunner(timeout: 1800).run(
            "swift", ["run", "--package-path", project.examples.path, "-q", product])
    }

    @Test("a folder added, removed or renamed: 'swift run' of any example works after the next build, no purge")
    func addedRemovedRenamed() async throws {
        let project = try FixtureProject(files: Self.files())
        try await project.generator().build()
        #expect(try project.read("Examples/Package.swift").contains(#"example("Alpha", ["main.swift"])"#))
        #expect(await swiftRun(project, "Alpha").stdout == "alpha\n")

        // Added: SwiftPM has the manifest without it in its cache.
        try project.write("Examples/Beta/main.swift", "print(\"beta\")\n")
        try project.write("Content/b.md", FixtureProject.chapter(title: "B", order: 2, body: "\n```output Beta\n```\n"))
        try await project.generator().build()
        let beta = await swiftRun(project, "Beta")
        #expect(beta.succeeded && beta.stdout == "beta\n", "\(beta.stderr)")

        // Renamed: the old name is gone, the new one runs, and nothing warns about the old one.
        try FileManager.default.moveItem(
            at: project.root.appendingPathComponent("Examples/Beta"),
            to: project.root.appendingPathComponent("Examples/Gamma"))
        try project.write(
            "Content/b.md", FixtureProject.chapter(title: "B", order: 2, body: "\n```output Gamma\n```\n"))
        // Even before the next build, the stale cached evaluation does not break another example.
        let stale = await swiftRun(project, "Alpha")
        #expect(stale.succeeded && stale.stdout == "alpha\n", "\(stale.stderr)")
        try await project.generator().build()
        let gamma = await swiftRun(project, "Gamma")
        #expect(gamma.succeeded && gamma.stdout == "beta\n", "\(gamma.stderr)")
        #expect(!gamma.stderr.contains("warning"), "\(gamma.stderr)")
    }

    @Test("site check names Examples/Package.swift, once, when the example targets changed since a build wrote it")
    func checkReportsAStaleManifest() async throws {
        let project = try FixtureProject(files: Self.files())
        try await project.generator().build()
        try project.write("Examples/Beta/main.swift", "print(\"beta\")\n")
        try project.write("Content/b.md", FixtureProject.chapter(title: "B", order: 2, body: "\n```output Beta\n```\n"))
        let problems = await SiteChecker(generator: try project.generator()).check()
        #expect(problems.count == 1, "\(problems)")
        let stale = try #require(problems.first { $0.file == "Examples/Package.swift" }, "\(problems)")
        let lines = try project.read("Examples/Package.swift").split(separator: "\n", omittingEmptySubsequences: false)
        // The first line that differs: where Beta's folder goes, after Alpha's.
        let alpha = try #require(lines.firstIndex { $0 == #"    "Alpha","# })
        #expect(stale.line == alpha + 2 && stale.hint?.contains("swift run site") == true, "\(stale)")
    }

    @Test("a hand edit of Examples/Package.swift is written over by the next build and named by site check")
    func handEditedManifest() async throws {
        let project = try FixtureProject(files: Self.files())
        try await project.generator().build()
        let written = try project.read("Examples/Package.swift")
        let edited = written.replacingOccurrences(
            of: #"example("Alpha", ["main.swift"])"#,
            with: #"example("Alpha", ["main.swift"], settings: [.define("EDITED")])"#)
        try project.write("Examples/Package.swift", edited)
        let problems = await SiteChecker(generator: try project.generator()).check()
        #expect(problems.map(\.file) == ["Examples/Package.swift"], "\(problems)")
        try await project.generator().build()
        #expect(try project.read("Examples/Package.swift") == written)
    }
}
