import Foundation
import Testing

@testable import SiteKit

/// Two authors who each add a chapter on a branch of their own: after the merge, taking either
/// side of the generated files (as `docs/authoring.md` says) and one build give the same
/// `Site/` as both chapters added on one branch.
@Suite("Merging two authors' chapters")
struct MergeTests {
    static let base: [String: String] = [
        "Content/greeting.md": FixtureProject.chapter(
            title: "Greeting", body: "\n## Hello\n\n```output Greeter\n```\n"),
        "Examples/Greeter/main.swift": "print(\"Hello\")\n",
    ]
    static let alpha = FixtureProject.chapter(title: "Alpha", order: 2, body: "\n## A\n\nThe first author's.\n")
    static let beta = FixtureProject.chapter(title: "Beta", order: 3, body: "\n## B\n\nThe second author's.\n")

    /// Runs git in the project, failing the test when it fails (but for the merge, which may).
    @discardableResult
    func git(_ project: FixtureProject, _ arguments: [String], mayFail: Bool = false) async throws -> RunResult {
        let result = await ProcessRunner(timeout: 120).run(
            "git",
            ["-C", project.root.path, "-c", "user.name=Author", "-c", "user.email=author@example.com"]
                + arguments)
        if !mayFail { #expect(result.succeeded, "git \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result
    }

    func buildAndCommit(_ project: FixtureProject, _ message: String) async throws {
        try await project.generator().build()
        try await git(project, ["add", "-A"])
        try await git(project, ["commit", "-q", "-m", message])
    }

    @Test("a merge of two branches that each add a chapter, one build after, is the site of both on one branch")
    func mergedSiteIsTheSame() async throws {
        let project = try FixtureProject(files: Self.base)
        try project.write(".gitignore", ".build/\n")
        try await git(project, ["init", "-q", "-b", "main"])
        try await buildAndCommit(project, "base")
        try await git(project, ["checkout", "-q", "-b", "alpha"])
        try project.write("Content/alpha.md", Self.alpha)
        try await buildAndCommit(project, "alpha")
        try await git(project, ["checkout", "-q", "main"])
        try await git(project, ["checkout", "-q", "-b", "beta"])
        try project.write("Content/beta.md", Self.beta)
        try await buildAndCommit(project, "beta")

        try await git(project, ["checkout", "-q", "alpha"])
        let merge = try await git(project, ["merge", "-q", "beta"], mayFail: true)
        // Every page's sidebar changed on both sides: the generated files conflict.
        #expect(!merge.succeeded, "the merge had no conflict to resolve")
        try await git(project, ["checkout", "--theirs", "--", "Site"])
        try await project.generator().build()
        try await git(project, ["add", "-A"])
        try await git(project, ["commit", "-q", "--no-edit"])
        #expect(try await git(project, ["status", "--porcelain"]).stdout == "")

        let both = try FixtureProject(
            files: Self.base.merging(["Content/alpha.md": Self.alpha, "Content/beta.md": Self.beta]) { a, _ in a })
        try await both.generator().build()
        let merged = project.siteSnapshot()
        #expect(merged.keys.sorted() == both.siteSnapshot().keys.sorted())
        #expect(
            merged == both.siteSnapshot(), "\(merged.keys.filter { merged[$0] != both.siteSnapshot()[$0] }.sorted())")
        #expect(merged["alpha.html"] != nil && merged["beta.html"] != nil)
    }
}
