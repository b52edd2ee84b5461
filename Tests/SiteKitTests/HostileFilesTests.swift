import Foundation
import Testing

@testable import SiteKit

/// Files a hostile contributor or an unlucky author leaves where the build reads or writes:
/// links and special files among an example's resources, a link inside `Site/`, and a run the
/// generator itself could not start.
@Suite("Hostile files", .serialized)
struct HostileFilesTests {
    static let bundled = """
        import Foundation
        let url = Bundle.module.url(forResource: "motto", withExtension: "txt")!
        print(try String(contentsOf: url, encoding: .utf8), terminator: "")

        """

    func failure(building project: FixtureProject) async throws -> [Diagnostic] {
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics
        }
    }

    @Test(
        "a link in Resources/, Resources/ itself a link, or a FIFO there: each a located error, nothing read or published"
    )
    func resources() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("a secret of the machine\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        let project = try FixtureProject(files: [
            "Content/shop.md": FixtureProject.chapter(
                title: "Shop", body: "\n```output Linked\n```\n```output Piped\n```\n```output WholeLink\n```\n"),
            "Examples/Linked/main.swift": Self.bundled,
            "Examples/Linked/Resources/motto.txt": "fresh\n",
            "Examples/Piped/main.swift": Self.bundled,
            "Examples/Piped/Resources/motto.txt": "fresh\n",
            "Examples/WholeLink/main.swift": Self.bundled,
        ])
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(
            atPath: project.examples.appendingPathComponent("Linked/Resources/secret.txt").path,
            withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        #expect(mkfifo(project.examples.appendingPathComponent("Piped/Resources/pipe").path, 0o644) == 0)
        try fileManager.createSymbolicLink(
            atPath: project.examples.appendingPathComponent("WholeLink/Resources").path,
            withDestinationPath: outside.path)
        // The load must not block on the FIFO: a timeout fails the test rather than hanging CI.
        let problems = try await failure(building: project)
        #expect(
            problems.contains {
                $0.file == "Examples/Linked/Resources/secret.txt" && $0.message.contains("symbolic link")
            }, "\(problems)")
        #expect(
            problems.contains { $0.file == "Examples/Piped/Resources/pipe" && $0.message.contains("named pipe") },
            "\(problems)")
        #expect(
            problems.contains { $0.file == "Examples/WholeLink/Resources" && $0.message.contains("symbolic link") },
            "\(problems)")
        #expect(!fileManager.fileExists(atPath: project.root.appendingPathComponent("Site").path))
    }

    @Test("a link inside Site/ stops the build before anything is written through it")
    func linkInsideSite() async throws {
        let project = try FixtureProject(files: [
            "Content/a.md": FixtureProject.chapter(title: "A", body: "\n```output Alpha\n```\n"),
            "Examples/Alpha/main.swift": "print(\"alpha\")\n",
        ])
        try await project.generator().build()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let assets = project.root.appendingPathComponent("Site/assets")
        try FileManager.default.removeItem(at: assets)
        try FileManager.default.createSymbolicLink(atPath: assets.path, withDestinationPath: elsewhere.path)
        try project.write("Content/a.md", FixtureProject.chapter(title: "A, edited", body: "\n```output Alpha\n```\n"))
        let problems = try await failure(building: project)
        #expect(problems.map(\.file) == ["Site/assets"], "\(problems)")
        #expect(problems.first?.hint?.contains("rm Site/assets") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test("a run the generator cannot start (TMPDIR unusable) is an error of the build, never shown as the program's")
    func generatorFailureIsNoResult() async throws {
        let site = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let chapter = { (argument: String) in
            FixtureProject.chapter(
                title: "Fails",
                body: "\n```output Failing\narguments: [\"\(argument)\"]\nexpect: failure\n```\n")
        }
        let project = try FixtureProject(files: [
            "Content/fails.md": chapter("first"),
            "Examples/Failing/main.swift": """
            print("asked for \\(CommandLine.arguments[1])")
            exit(3)

            """.replacingOccurrences(of: "print", with: "import Foundation\nprint"),
        ])
        let first = await ProcessRunner(timeout: 900).run(site, ["--root", project.root.path])
        #expect(first.termination == .exited(0), "\(first.stderr)")
        // A new run of the same binary, with no folder to run it in.
        try project.write("Content/fails.md", chapter("second"))
        // A file, not a folder: nothing can be made in it, even by root.
        let notAFolder = project.root.appendingPathComponent("not-a-folder")
        try Data().write(to: notAFolder)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = notAFolder.path
        let broken = await ProcessRunner(timeout: 900, environment: environment).run(
            site, ["--root", project.root.path])
        #expect(broken.termination != .exited(0))
        #expect(broken.stderr.contains("could not be started"), "\(broken.stderr)")
        #expect(!(try project.read("Site/fails.html")).contains("second"))
        let fixed = await ProcessRunner(timeout: 900).run(site, ["--root", project.root.path])
        #expect(fixed.termination == .exited(0), "\(fixed.stderr)")
        let page = try project.read("Site/fails.html")
        #expect(page.contains("asked for second") && page.contains("exited with status 3"))
        #expect(!page.contains("127"))
    }
}
