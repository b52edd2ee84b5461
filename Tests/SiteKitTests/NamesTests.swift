import Foundation
import Testing

@testable import SiteKit

/// Names and encodings an author can get wrong: each is one located error, reported once,
/// or simply accepted when nothing is wrong.
@Suite("Names and encodings")
struct NamesTests {
    func project(_ files: [String: String]) throws -> FixtureProject {
        try FixtureProject(
            files: [
                "Content/one.md": FixtureProject.chapter(
                    title: "One", body: "\n## Glance title\n\n```output Hello\n```\n"),
                "Examples/Hello/main.swift": "print(\"hello\")\n",
            ].merging(files) { _, new in new })
    }

    func errors(_ project: FixtureProject) async -> [String] {
        do {
            try await project.generator().build()
            return []
        } catch {
            return (error as? BuildFailure)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    @Test("a chapter saved with a byte-order mark builds; a heading never takes the theme's own id")
    func byteOrderMark() async throws {
        let project = try project([:])
        try project.write(
            "Content/one.md",
            Data([0xEF, 0xBB, 0xBF]) + Data(try project.read("Content/one.md").utf8))
        try await project.generator().build()
        let html = try project.read("Site/one.html")
        #expect(html.contains("<h1>One</h1>") || html.contains(">One</h1>"))
        #expect(html.matches(of: /id="glance-title"/).count == 1)
        #expect(html.contains("<h2 id=\"glance-title-"))
    }

    @Test("reserved chapter names, categories that differ in case and module-named examples are located errors")
    func reservedNames() async throws {
        let project = try project([
            "Content/index.md": FixtureProject.chapter(title: "Index", order: 2, body: "\nText.\n"),
            "Content/two.md": FixtureProject.chapter(
                title: "Two", category: "behavioural", order: 3, body: "\n```example Foundation\n```\n"),
            "Examples/Foundation/main.swift": "print(\"shadow\")\n",
            "Content/examples.md": FixtureProject.chapter(title: "Examples", order: 4, body: "\nText.\n"),
            "Content/three.md": FixtureProject.chapter(
                title: "Three", order: 5, body: "\n```example NoMain\n```\n"),
            "Examples/NoMain/Helper.swift": "let helper = 1\n",
            "Examples/Two Words/main.swift": "print(\"space\")\n",
            "Examples/Café/main.swift": "print(\"accent\")\n",
        ])
        let found = await errors(project)
        #expect(found.contains { $0.hasPrefix("Content/index.md:1:1: error: index.md is the book's introduction") })
        #expect(found.contains { $0.hasPrefix("Content/examples.md:1:1: error: 'examples.md' is a reserved name") })
        #expect(found.contains { $0.hasPrefix("Examples/NoMain: error: the example 'NoMain' has no main.swift") })
        #expect(found.contains { $0.hasPrefix("Examples/Two Words: error: 'Two Words' cannot be an example name") })
        #expect(found.contains { $0.hasPrefix("Examples/Café: error: 'Café' cannot be an example name") })
        #expect(
            found.contains {
                $0.hasPrefix("Content/two.md:4:")
                    && $0.contains("'behavioural' is not one of the book's categories")
                    && $0.contains("write 'Behavioural'")
            })
        #expect(found.contains { $0.hasPrefix("Examples/Foundation: error: 'Foundation' is the name of a module") })
        // One cause, one report: the chapter that shows the folder gets no error of its own.
        #expect(!found.contains { $0.contains("there is no example") })
        #expect(found.count == 7, "\(found)")
    }
}

extension NamesTests {
    @Test("from any folder inside the project, the project is found; outside, the folder itself is named")
    func enclosingProject() throws {
        let project = try project([:])
        let nested = project.root.appendingPathComponent("Examples/Hello").path
        #expect(ProjectLayout.enclosingProject(of: nested) == project.root.standardizedFileURL.path)
        #expect(ProjectLayout.enclosingProject(of: "/") == "/")
    }
}

extension NamesTests {
    @Test(
        "files the author put in Site/ are never deleted: the build stops and names them; Content/static/ is their home"
    )
    func userFilesInSite() async throws {
        let project = try project([:])
        try await project.generator().build()
        try project.write("Site/CNAME", "patterns.example.org\n")
        try project.write("Site/images/logo.png", Data([0x89, 0x50, 0x4E, 0x47]))
        // Beside the theme's own assets too: the folder's name does not make a file generated.
        try project.write("Site/assets/logo.png", Data([0x89, 0x50, 0x4E, 0x47]))
        let before = project.siteSnapshot()
        try project.write("Content/one.md", try project.read("Content/one.md") + "\nMore.\n")
        let found = await errors(project)
        #expect(found.contains { $0.hasPrefix("Site/CNAME: error: Site/CNAME was not written by the generator") })
        #expect(
            found.contains {
                $0.hasPrefix("Site/images/logo.png: error:") && $0.contains("Content/static/images/logo.png")
            })
        #expect(found.contains { $0.hasPrefix("Site/assets/logo.png: error:") })
        #expect(project.siteSnapshot() == before)

        // Moved where the hint says, they are copied into every build and checked like pages.
        try project.remove("Site/CNAME")
        try project.remove("Site/images")
        try project.remove("Site/assets/logo.png")
        try project.write("Content/static/CNAME", "patterns.example.org\n")
        try project.write("Content/static/images/logo.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try await project.generator().build()
        #expect(try project.read("Site/CNAME") == "patterns.example.org\n")
        #expect(project.siteSnapshot()["images/logo.png"] == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(await SiteChecker(generator: try project.generator()).check().map(\.description) == [])

        // A static file with a generated page's path is refused.
        try project.write("Content/static/index.html", "mine\n")
        #expect(await errors(project).contains { $0.hasPrefix("Content/static/index.html: error:") })
    }
}

extension NamesTests {
    @Test("a Site that is a symbolic link is refused with a located error and left as it is")
    func symbolicLinkedSite() async throws {
        let project = try project([:])
        let elsewhere = project.root.appendingPathComponent("published")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: project.layout.site, withDestinationURL: elsewhere)
        let found = await errors(project)
        #expect(found.contains { $0.hasPrefix("Site: error: Site is a symbolic link") })
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.layout.site.path) == elsewhere.path)
    }
}

extension NamesTests {
    @Test("Examples/Package.swift is what the generator writes from its catalogue: no rule of its own to disagree")
    func manifestIsTheCatalogues() throws {
        let catalogue = ProjectLayout(root: BrowserTools.repositoryRoot)
        let manifest = try String(
            contentsOf: catalogue.examples.appendingPathComponent("Package.swift"), encoding: .utf8)
        let found = ExampleCatalog(project: catalogue).find()
        #expect(found.problems.isEmpty)
        #expect(manifest == ExamplesManifest(found.examples).text)
        // It names targets; it does not discover, filter or read settings itself.
        #expect(!manifest.contains("contentsOfDirectory") && !manifest.contains("// setting:\")"))
    }
}

extension NamesTests {
    /// Whether `chattr +i` can make a folder immutable here (ext4 and most Linux file systems
    /// can; tmpfs cannot). Root may write anywhere else, so this is how a test run as root
    /// makes `Site/` impossible to replace.
    static func canMakeImmutable() async -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-chattr-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard await chattr("+i", folder) else { return false }
        return await chattr("-i", folder)
    }

    @discardableResult
    static func chattr(_ flag: String, _ folder: URL) async -> Bool {
        await ProcessRunner(timeout: 30).run("chattr", [flag, folder.path]).termination == .exited(0)
    }

    @Test(
        "a Site/ that cannot be updated is a located error with a hint, and stays as it was",
        .enabled("needs chattr and a file system with the immutable flag") { await canMakeImmutable() })
    func unwritableSite() async throws {
        let project = try project([:])
        try await project.generator().build()
        let before = project.siteSnapshot()
        try project.write("Content/one.md", try project.read("Content/one.md") + "\nMore.\n")
        await Self.chattr("+i", project.layout.site)
        let found = await errors(project)
        await Self.chattr("-i", project.layout.site)
        #expect(found.count == 1, "\(found)")
        // The files in assets/search/ come first and were replaced; the page fails, and they
        // are put back.
        #expect(
            found.first?.hasPrefix("Site: error: Site/ could not be updated (Site/one.html): operation not permitted")
                == true, "\(found)")
        #expect(found.first?.contains("hint: make Site/ and the folder that holds it writable") == true)
        #expect(project.siteSnapshot() == before)
    }
}
