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

    /// The committed files of `original`, without the .build folders: what `git clone` gives.
    static func clone(of original: FixtureProject) throws -> FixtureProject {
        let clone = try FixtureProject(files: [:])
        for folder in ["Content", "Examples", "Site"] {
            try? FileManager.default.removeItem(at: clone.root.appendingPathComponent(folder))
            try FileManager.default.copyItem(
                at: original.root.appendingPathComponent(folder), to: clone.root.appendingPathComponent(folder))
        }
        try FileManager.default.removeItem(at: clone.root.appendingPathComponent("Examples/.build"))
        return clone
    }

    @Test("a fresh clone of the same sources compiles and runs nothing, and writes the same site")
    func freshCloneRunsNothing() async throws {
        let original = try FixtureProject(files: Self.files)
        try await Self.cachedBuild(original)
        let captured = try original.read("Site/captured.json")
        #expect(captured.contains("hello from the build"))
        #expect(captured.contains("cannot convert value of type"))

        let clone = try Self.clone(of: original)
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

    @Test("a fresh clone where an author adds one example compiles that one alone, not every target")
    func freshCloneCompilesOnlyWhatIsMissing() async throws {
        let original = try FixtureProject(files: Self.files)
        try await Self.cachedBuild(original)
        let clone = try Self.clone(of: original)
        try clone.write("Examples/Added/main.swift", "print(\"added by an author\")\n")
        try clone.write(
            "Content/two.md", FixtureProject.chapter(title: "Two", order: 2, body: "\n```output Added\n```\n"))
        let built = try await Self.cachedBuild(clone)
        #expect(built.report.compiled && built.report.changedExamples == ["Added"], "\(built.report)")
        #expect(built.report.runsExecuted == 1 && built.report.runsReused == 1, "\(built.report)")
        #expect(try clone.read("Site/two.html").contains("added by an author"))
        let scratch = clone.root.appendingPathComponent("Examples/.build").path
        let binaries = (FileManager.default.enumerator(atPath: scratch)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/Hello") || $0.hasSuffix("/Added") }
        #expect(binaries.allSatisfy { $0.hasSuffix("/Added") } && !binaries.isEmpty, "\(binaries)")
        #expect(await SiteChecker(generator: try clone.generator()).check().map(\.description) == [])
    }

    @Test("what the committed site recorded is kept in the cache: a later build does not read it again")
    func recordedResultsAreRemembered() async throws {
        let original = try FixtureProject(files: Self.files)
        try await Self.cachedBuild(original)
        let clone = try Self.clone(of: original)
        let recorded = try clone.read("Site/captured.json")
        try await Self.cachedBuild(clone)

        // Had the next build read the file again, it would show what it says now.
        let tampered = recorded.replacingOccurrences(of: "hello from the build", with: "hello from elsewhere")
            .replacingOccurrences(of: "cannot convert value of type", with: "something else entirely")
        try clone.write("Site/captured.json", tampered)
        try clone.write(
            "Content/one.md",
            FixtureProject.chapter(
                title: "One", body: "\nA new paragraph.\n\n```output Hello\n```\n\n```example Refused\n```\n"))
        let edited = try await Self.cachedBuild(clone)
        #expect(edited.report.runsExecuted == 0 && !edited.report.compiled, "\(edited.report)")
        let page = try clone.read("Site/one.html")
        #expect(page.contains("A new paragraph") && page.contains("hello from the build"))
        #expect(page.contains("cannot convert value of type"))
        #expect(try clone.read("Site/captured.json") == recorded)
    }
}
