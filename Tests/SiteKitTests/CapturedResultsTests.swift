import Foundation
import Testing

@testable import SiteKit

/// The results published with the site let a fresh clone of unchanged sources build without
/// compiling or running anything, and never stand in for a run whose inputs changed.
@Suite("Captured results")
struct CapturedResultsTests {
    static let files = [
        "Content/one.md": FixtureProject.chapter(
            title: "One", body: "\n```output Hello\n```\n\n```example Refused\n```\n"),
        "Examples/Hello/main.swift": "print(\"hello from the build\")\n",
        "Examples/Refused/main.swift": "// expect: compile-error\nlet number: Int = \"one\"\n",
    ]

    @discardableResult
    static func cachedBuild(_ project: FixtureProject) async throws -> SiteGenerator.Output {
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift)
        return try await generator.build()
    }

    @Test("a fresh clone of the same sources compiles and runs nothing, and writes the same site")
    func freshCloneRunsNothing() async throws {
        let original = try FixtureProject(files: Self.files)
        try await Self.cachedBuild(original)
        let captured = try original.read("Site/captured.json")
        #expect(captured.contains("hello from the build"))
        #expect(captured.contains("cannot convert value of type"))

        // The committed files, without the .build folders: what `git clone` gives.
        let clone = try FixtureProject(files: [:])
        for folder in ["Content", "Examples", "Site"] {
            try? FileManager.default.removeItem(at: clone.root.appendingPathComponent(folder))
            try FileManager.default.copyItem(
                at: original.root.appendingPathComponent(folder), to: clone.root.appendingPathComponent(folder))
        }
        try FileManager.default.removeItem(at: clone.root.appendingPathComponent("Examples/.build"))
        let site = clone.siteSnapshot()
        let first = try await Self.cachedBuild(clone)
        #expect(first.report.runsExecuted == 0 && first.report.runsReused == 1, "\(first.report)")
        #expect(!first.report.compiled, "swift build ran")
        #expect(first.report.filesWritten == [], "\(first.report.filesWritten)")
        #expect(clone.siteSnapshot() == site)
        let scratch = clone.root.appendingPathComponent("Examples/.build").path
        let built = (FileManager.default.enumerator(atPath: scratch)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/Hello") }
        #expect(built == [], "an example binary was built: \(built)")

        // A changed example is compiled and run again; its new output replaces the captured one.
        try clone.write("Examples/Hello/main.swift", "print(\"hello again\")\n")
        let second = try await Self.cachedBuild(clone)
        #expect(second.report.runsExecuted == 1 && second.report.compiled, "\(second.report)")
        #expect(try clone.read("Site/one.html").contains("hello again"))
        let recaptured = try clone.read("Site/captured.json")
        #expect(recaptured.contains("hello again") && !recaptured.contains("hello from the build"))
        #expect(await SiteChecker(generator: try clone.generator()).check().map(\.description) == [])
    }
}
