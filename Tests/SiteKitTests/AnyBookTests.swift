import Foundation
import Testing

@testable import SiteKit

/// The generator serves any book: `site init` makes one that builds as it is, the book
/// describes itself in `Content/site.yml`, may override the theme, and nothing of this
/// catalogue is in the generator.
@Suite("Anyone's book", .serialized)
struct AnyBookTests {
    /// A new, empty folder for a book.
    func newFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
            .appendingPathComponent("swift-for-teams")
    }

    func generator(_ root: URL) throws -> SiteGenerator {
        SiteGenerator(project: ProjectLayout(root: root), theme: try Theme.forBook(at: root))
    }

    func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("init, a chapter in a category of its own and a refused example: the book builds, checks and makes its EPUB")
    func initBuildCheckEbook() async throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try NewBook(folder: root).create()
        // As made, it builds.
        let first = try await generator(root).build()
        #expect(first.chapterCount == 1)
        let page = try String(contentsOf: root.appendingPathComponent("Site/first-steps.html"), encoding: .utf8)
        #expect(page.contains("Hello, Ada!"), "the example's output is on its page")
        // A second chapter, in a category the book declares, with an example that must not compile.
        let config = try String(contentsOf: root.appendingPathComponent("Content/site.yml"), encoding: .utf8)
        try write(
            config.replacingOccurrences(of: "categories: [Basics]", with: "categories: [Basics, Mistakes]"),
            to: "Content/site.yml", in: root)
        try write(
            FixtureProject.chapter(
                title: "Type mistakes", category: "Mistakes", order: 1,
                body: "\n## Refused\n\n```example WrongType\n```\n"),
            to: "Content/type-mistakes.md", in: root)
        try write(
            "// expect: compile-error\nlet count: Int = \"three\"\nprint(count)\n", to: "Examples/WrongType/main.swift",
            in: root)
        let second = try await generator(root).build()
        #expect(second.chapterCount == 2)
        let mistakes = try String(contentsOf: root.appendingPathComponent("Site/type-mistakes.html"), encoding: .utf8)
        #expect(mistakes.contains("cannot convert value of type"))
        let home = try String(contentsOf: root.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(home.contains("Swift for teams") && home.contains(">Mistakes<"))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Site/downloads/swift-for-teams-examples.zip").path))
        // Fresh and deterministic, as `site check` sees it.
        let problems = await SiteChecker(generator: try generator(root)).check()
        #expect(problems.isEmpty, "\(problems)")
        let book = try await generator(root).ebook()
        #expect(book.path == "downloads/swift-for-teams.epub" && book.chapterCount == 2)
    }

    @Test("with a repository in site.yml each chapter links to its source and its examples' folders; without, none")
    func repositoryLinks() async throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try NewBook(folder: root).create()
        try await generator(root).build()
        let plainExamples = try String(contentsOf: root.appendingPathComponent("Site/examples.html"), encoding: .utf8)
        #expect(!plainExamples.contains("repository"), "no repository is named where the book has none")
        let config = try String(contentsOf: root.appendingPathComponent("Content/site.yml"), encoding: .utf8)
        try write(config + "repository: https://example.org/team/book\n", to: "Content/site.yml", in: root)
        try await generator(root).build()
        let chapter = try String(contentsOf: root.appendingPathComponent("Site/first-steps.html"), encoding: .utf8)
        #expect(chapter.contains("<a href=\"https://example.org/team/book/blob/main/Content/first-steps.md\">"))
        #expect(chapter.contains("href=\"https://example.org/team/book/tree/main/Examples/Greeting\">source</a>"))
        let examples = try String(contentsOf: root.appendingPathComponent("Site/examples.html"), encoding: .utf8)
        #expect(examples.contains("the repository's <a href=\"https://example.org/team/book/tree/main/Examples\">"))
        #expect(examples.contains("href=\"https://example.org/team/book/tree/main/Examples/Greeting\">source</a>"))
    }

    @Test("init refuses a folder that is not empty, and touches nothing in it")
    func initRefusesNonEmpty() throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try write("my notes\n", to: "notes.txt", in: root)
        #expect(throws: BuildFailure.self) { try NewBook(folder: root).create() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["notes.txt"])
    }

    @Test("a bad site.yml: an unknown key, no title, a category twice, in another case: each at its line and column")
    func badConfig() throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try write(
            "subtitle: s\nauthors: many\ncategories: [Basics, Basics, basics]\n", to: "Content/site.yml", in: root)
        do {
            _ = try SiteConfig.load(ProjectLayout(root: root))
            Issue.record("the configuration was accepted")
        } catch {
            let found = error.diagnostics.map(\.description)
            #expect(found.contains { $0.hasPrefix("Content/site.yml:2:1: error: unknown field 'authors'") }, "\(found)")
            #expect(found.contains { $0.hasPrefix("Content/site.yml:1:1: error: Content/site.yml has no title") })
            #expect(
                found.contains { $0.hasPrefix("Content/site.yml:3:22: error: the category 'Basics' is declared twice") }
            )
            #expect(found.contains { $0.hasPrefix("Content/site.yml:3:30: error: the category 'basics' is 'Basics'") })
        }
    }

    @Test("a chapter in a category the book does not declare is an error at its category line, listing the declared")
    func undeclaredCategory() async throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try NewBook(folder: root).create()
        try write(
            FixtureProject.chapter(title: "Other", category: "Elsewhere", order: 2, body: "\nText.\n"),
            to: "Content/other.md", in: root)
        do {
            try await generator(root).build()
            Issue.record("the build succeeded")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.count == 1)
            let found = try #require(failure.diagnostics.first)
            #expect(found.file == "Content/other.md" && found.line == 4 && found.column == 11, "\(found)")
            #expect(found.hint?.contains("are Basics; add 'Elsewhere' there") == true, "\(found)")
        }
    }

    @Test("a book's Theme/ replaces a bundled template; a name its context lacks is located there")
    func themeOverride() async throws {
        let root = newFolder()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try NewBook(folder: root).create()
        try write(
            "<div class=\"not-found\"><h1>Lost?</h1><p>{{chapterCount}} chapters of ours.</p></div>\n",
            to: "Theme/404.mustache", in: root)
        try await generator(root).build()
        let notFound = try String(contentsOf: root.appendingPathComponent("Site/404.html"), encoding: .utf8)
        #expect(notFound.contains("<h1>Lost?</h1><p>1 chapters of ours.</p>"))
        try write("<p>{{chapterCount}} {{missingName}}</p>\n", to: "Theme/404.mustache", in: root)
        #expect {
            _ = try Theme.forBook(at: root)
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.first?.description.hasPrefix("Theme/404.mustache:1:21: error:")
                == true
        }
    }

    @Test("no title, category, download name or sample text of this catalogue is in the generator's sources")
    func nothingOfThisCatalogue() throws {
        let sources = BrowserTools.repositoryRoot.appendingPathComponent("Sources")
        let words = ["Swift Design Patterns", "swift-design-patterns", "design pattern", "Creational", "Behavioural"]
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let path = walker?.nextObject() as? String {
            guard let text = try? String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            for word in words where text.range(of: word, options: .caseInsensitive) != nil {
                found.append("\(path): \(word)")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test(
        "an author's slips: 'related' one way only is reported at the related line; an 'Xcode 26' column without its settings"
    )
    func authorSlips() async throws {
        let project = try FixtureProject(files: [
            "Content/a.md": FixtureProject.chapter(title: "A", order: 1, related: ["b"], body: "\nText.\n"),
            "Content/b.md": FixtureProject.chapter(
                title: "B", order: 2,
                body: "\n```compare Shown\nIn a package: []\nIn an Xcode 26 app target: [language-mode 5]\n```\n"),
            "Examples/Shown/main.swift": "print(1)\n",
        ])
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
        } catch let failure as BuildFailure {
            let found = failure.diagnostics
            let oneWay = try #require(found.first { $0.message.contains("does not list 'a'") }, "\(found)")
            // The chapter's 'related:' line, where the missing entry goes.
            #expect(oneWay.file == "Content/b.md" && oneWay.line == 6, "\(oneWay)")
            #expect(oneWay.hint?.contains("both sides") == true)
        }
        try project.write(
            "Content/b.md",
            FixtureProject.chapter(
                title: "B", order: 2, related: ["a"],
                body: "\n```compare Shown\nIn a package: []\nIn an Xcode 26 app target: [language-mode 5]\n```\n"))
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.count == 1, "\(failure.diagnostics)")
            let found = try #require(failure.diagnostics.first)
            #expect(found.message.contains("names an Xcode 26 app target") && found.file == "Content/b.md", "\(found)")
        }
    }
}

/// The `site` executable as an author installs it: its folder on the `PATH` (as
/// `docs/authoring.md` says of `.build/release`), run from inside a book with no `--root`.
@Suite("The installed generator")
struct InstalledGeneratorTests {
    @Test("'site init', then 'site' and 'site check' from inside the book, with site found on the PATH")
    func fromInsideABook() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("installed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The shell finds `site` on the PATH, as an author's does.
        var environment = ProcessInfo.processInfo.environment
        let bin = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug").path
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        func site(_ command: String, in place: URL) async -> RunResult {
            await ProcessRunner(timeout: 900, environment: environment, workingDirectory: place)
                .run("/bin/sh", ["-c", "site " + command])
        }
        let made = await site("init my-book", in: folder)
        #expect(made.succeeded, "\(made.stdout)\(made.stderr)")
        let book = folder.appendingPathComponent("my-book")
        let built = await site("", in: book)
        #expect(built.succeeded, "\(built.stdout)\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/index.html").path))
        let checked = await site("check", in: book)
        #expect(checked.succeeded, "\(checked.stdout)\(checked.stderr)")
    }
}
