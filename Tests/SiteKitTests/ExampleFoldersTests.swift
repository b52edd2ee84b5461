import Foundation
import Testing

@testable import SiteKit

/// `swift run <Example>` keeps working as example folders come and go, without
/// `swift package purge-cache`: SwiftPM caches the evaluated manifest under its text, and the
/// build keeps the manifest's last line (a digest of the example targets) current.
@Suite("Example folders added and removed, with SwiftPM's manifest cache", .serialized)
struct ExampleFoldersTests {
    /// The catalogue's manifest, cut down: the same discovery, target shape and stamp line.
    static func manifest(stamp: String) -> String {
        """
        // swift-tools-version: 6.2
        import Foundation
        import PackageDescription

        \(ExampleCatalog.manifestDiscovery)
        let package = Package(
            name: "Folders",
            targets: exampleNames.map { name in
                .executableTarget(
                    name: name, path: ".", exclude: ["Package.swift"] + exampleFolders.filter { $0 != name },
                    sources: [name])
            }
        )

        \(stamp)

        """
    }

    static func files() -> [String: String] {
        [
            "Examples/Package.swift": manifest(stamp: ManifestExampleLine.prefix + "0, 0"),
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
        #expect(try project.read("Examples/Package.swift").contains(ManifestExampleLine.line(for: ["Alpha"])))
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

    @Test("site check names Examples/Package.swift's line when the example targets changed since it was written")
    func checkReportsAStaleStamp() async throws {
        let project = try FixtureProject(files: Self.files())
        try await project.generator().build()
        try project.write("Examples/Beta/main.swift", "print(\"beta\")\n")
        try project.write("Content/b.md", FixtureProject.chapter(title: "B", order: 2, body: "\n```output Beta\n```\n"))
        let problems = await SiteChecker(generator: try project.generator()).check()
        let stamp = try #require(problems.first { $0.file == "Examples/Package.swift" }, "\(problems)")
        let stampLine = try project.read("Examples/Package.swift").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .firstIndex { $0.hasPrefix(ManifestExampleLine.prefix) }
        #expect(stamp.line == stampLine.map { $0 + 1 } && stamp.hint?.contains("swift run site") == true)
    }
}
