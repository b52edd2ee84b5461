import Foundation
import Testing

@testable import SiteKit

/// A symbolic link in `Content/` or `Examples/` could publish any file of the machine that
/// builds the site: every one is refused with an error that says where it leads, nothing of
/// the file reaches `Site/`, and `Site/` stays as it was.
@Suite("Symbolic links")
struct ProjectLinksTests {
    /// A file outside the project standing in for a secret on a build host.
    static func secret() throws -> (url: URL, text: String) {
        let text = "let token = \"secret-\(UUID().uuidString)\"\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "site-secret-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        return (url, text)
    }

    func link(_ project: FixtureProject, _ path: String, to target: URL) throws {
        let url = project.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }

    @Test("links to files outside the project, in Examples/, Content/ and Content/static/, are each refused once")
    func linksOut() async throws {
        let (secret, text) = try Self.secret()
        defer { try? FileManager.default.removeItem(at: secret) }
        let project = try FixtureProject(files: [
            "Content/leak.md": FixtureProject.chapter(
                title: "Leak", body: "\n```example Leak/Secret.swift\n```\n\n```example Shown\n```\n"),
            "Examples/Leak/main.swift": "// expect: compile-error\nlet x: Int = \"no\"\n",
            "Examples/Shown/main.swift": "print(\"shown\")\n",
            "Site/keep.txt": "the last good site\n",
        ])
        try link(project, "Examples/Leak/Secret.swift", to: secret)
        try link(project, "Examples/Shown/Other.swift", to: secret)
        try link(project, "Content/linked.md", to: secret)
        try link(project, "Content/static/secret.txt", to: secret)
        let before = project.siteSnapshot()
        do {
            try await project.generator().build()
            Issue.record("the build published a link")
        } catch let failure as BuildFailure {
            let linked = [
                "Content/linked.md", "Content/static/secret.txt", "Examples/Leak/Secret.swift",
                "Examples/Shown/Other.swift",
            ]
            #expect(failure.diagnostics.map(\.file).sorted() == linked, "\(failure)")
            for diagnostic in failure.diagnostics {
                #expect(
                    diagnostic.message
                        == "\(diagnostic.file) is a symbolic link to \(secret.path); the build follows no links")
                #expect(diagnostic.hint?.contains("replace the link") == true)
            }
        }
        #expect(project.siteSnapshot() == before)
        let site = project.siteSnapshot().values.map { String(decoding: $0, as: UTF8.self) }
        #expect(!site.contains { $0.contains(text) })
    }

    @Test("a main.swift that is a link makes the folder no example, reported once, not again at each use")
    func linkedMain() async throws {
        let (secret, _) = try Self.secret()
        defer { try? FileManager.default.removeItem(at: secret) }
        let project = try FixtureProject(files: [
            "Content/leak.md": FixtureProject.chapter(
                title: "Leak", body: "\n```example Leak\n```\n\n```output Leak\n```\n")
        ])
        try link(project, "Examples/Leak/main.swift", to: secret)
        do {
            try await project.generator().build()
            Issue.record("the build used a linked main.swift")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.map(\.file) == ["Examples/Leak/main.swift"], "\(failure)")
        }
    }

    @Test("a link inside the project is refused too, an example folder that is a link as well")
    func linksInside() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Real\n```\n"),
            "Examples/Real/main.swift": "print(\"real\")\n",
            "Examples/Real/Shared.swift": "let shared = 1\n",
        ])
        try link(project, "Examples/Twin", to: project.root.appendingPathComponent("Examples/Real"))
        try link(project, "Content/two.md", to: project.root.appendingPathComponent("Content/one.md"))
        do {
            try await project.generator().build()
            Issue.record("the build followed a link inside the project")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.map(\.file).sorted() == ["Content/two.md", "Examples/Twin"], "\(failure)")
            #expect(failure.diagnostics.allSatisfy { $0.message.contains("is a symbolic link to") })
        }
    }

    @Test("a FIFO in Content/static/ is reported, never read, not skipped")
    func unreadableStatic() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n")
        ])
        let fifo = project.root.appendingPathComponent("Content/static/pipe").path
        try FileManager.default.createDirectory(
            atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(fifo, 0o644) == 0)
        do {
            try await project.generator().build()
            Issue.record("the build skipped a file it cannot publish")
        } catch let failure as BuildFailure {
            #expect(
                failure.diagnostics.map(\.description) == [
                    "Content/static/pipe: error: Content/static/pipe is a named pipe (FIFO), not a regular file; the build reads only files and folders\n    hint: replace it with a regular file, or move it out of the project"
                ])
        }
    }
}
