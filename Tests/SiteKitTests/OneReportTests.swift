import Foundation
import Testing

@testable import SiteKit

/// Each mistake is reported once, where it is, in words that say what happened; characters
/// that would hide in a page are refused in prose and shown in output.
@Suite("One cause, one report")
struct OneReportTests {
    /// Builds `files` and returns what the build refused, recording an issue if it built.
    static func failure(
        _ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [Diagnostic] {
        let project = try FixtureProject(files: files)
        do {
            try await project.generator().build()
            Issue.record("the build succeeded", sourceLocation: sourceLocation)
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics
        }
    }

    @Test("a chapter whose front matter is broken is reported once, not again by the chapters related to it")
    func brokenChapterReportedOnce() async throws {
        var files: [String: String] = [:]
        for (order, name) in ["alpha", "beta", "gamma"].enumerated() {
            files["Content/\(name).md"] = FixtureProject.chapter(
                title: name.capitalized, order: order + 2, related: ["hub"], body: "\nText.\n")
        }
        files["Content/hub.md"] = FixtureProject.chapter(
            title: "Hub", related: ["alpha", "beta", "gamma"], body: "\nText.\n"
        ).replacingOccurrences(of: "order: 1\n", with: "order: 1\ncolour: blue\n")
        let found = try await Self.failure(files)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.file == "Content/hub.md")
        #expect(found.first?.message.contains("colour") == true)
    }

    @Test("a chapter named twice in 'related' is refused at the second")
    func relatedTwice() async throws {
        let found = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", related: ["two", "two"], body: "\nText.\n"),
            "Content/two.md": FixtureProject.chapter(title: "Two", order: 2, related: ["one"], body: "\nText.\n"),
        ])
        #expect(found.map(\.message) == ["'related' lists 'two' twice"])
    }

    @Test("an order too large for a number says so; a timeout of 0 is refused in words that do not allow it")
    func numbersOutOfRange() async throws {
        let order = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n")
                .replacingOccurrences(of: "order: 1", with: "order: 99999999999999999999")
        ])
        #expect(order.map(\.message) == ["'order' is too large: at most \(Int.max)"])
        let timeout = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Hello\ntimeout: 0\n```\n"),
            "Examples/Hello/main.swift": "print(\"hello\")\n",
        ])
        #expect(timeout.map(\.message) == ["'timeout' must be more than 0 and at most 600 seconds"])
    }

    @Test("control, invisible and direction-changing characters in prose are refused where they are")
    func hiddenCharactersInProse() async throws {
        let found = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(
                title: "One", body: "\nPlain words, then \u{1B}[31m red.\n\nA mark\u{FEFF} and an \u{202E}override.\n")
        ])
        let body = FixtureProject.chapter(title: "One", body: "").split(separator: "\n").count + 2
        #expect(
            found.map(\.description).map { $0.prefix(while: { $0 != "\n" }) } == [
                "Content/one.md:\(body):19: error: the chapter holds the invisible character U+001B, which would be copied into the page as it is",
                "Content/one.md:\(body + 2):7: error: the chapter holds the invisible character U+FEFF, which would be copied into the page as it is",
                "Content/one.md:\(body + 2):16: error: the chapter holds the invisible character U+202E, which would be copied into the page as it is",
            ], "\(found)")
    }

    @Test("a right-to-left override in output is shown by its code point, with a note")
    func overrideInOutput() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\n```output Tricky\n```\n"),
            "Examples/Tricky/main.swift": "print(\"admin\\u{202E}txt.exe\")\n",
        ])
        try await project.generator().build()
        let page = try project.read("Site/one.html")
        #expect(page.contains("admin\u{27E8}U+202E\u{27E9}txt.exe"))
        #expect(!page.contains("\u{202E}"))
        #expect(page.contains("direction-changing characters by their code point"))
    }

    @Test("a page too large to write names the Site/ file and the system's reason, and Site/ stays as it was")
    func fileTooLarge() async throws {
        let site = BuildInterruptionTests.site
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let short = FixtureProject.chapter(title: "One", body: "\nShort.\n\n```output Hello\n```\n")
        let project = try FixtureProject(files: [
            "Content/one.md": short, "Examples/Hello/main.swift": "print(\"hello\")\n",
        ])
        let first = await ProcessRunner(timeout: 900).run(site, ["--root", project.root.path])
        try #require(first.termination == .exited(0), "\(first.stderr)")
        let before = project.siteSnapshot()
        // A chapter far larger than the limit on file sizes the next build runs under: the
        // shell ignores SIGXFSZ, so the write fails with EFBIG instead of killing the build.
        let long = String(repeating: "A long paragraph of words. ", count: 2000)
        try project.write(
            "Content/one.md", FixtureProject.chapter(title: "One", body: "\n\(long)\n\n```output Hello\n```\n"))
        let limited = await ProcessRunner(timeout: 900).run(
            "/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" --root \"$1\"", site, project.root.path])
        #expect(limited.termination == .exited(1))
        #expect(limited.stderr.contains(": error: could not write Site/"), "\(limited.stderr)")
        #expect(limited.stderr.contains("file too large"), "\(limited.stderr)")
        #expect(!limited.stderr.contains("NSCocoaErrorDomain") && !limited.stderr.contains("staging-"))
        #expect(project.siteSnapshot() == before)
    }

    @Test("a Markdown file the generator would not read is reported")
    func upperCaseExtension() async throws {
        let found = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n"),
            "Content/two.MD": FixtureProject.chapter(title: "Two", body: "\nText.\n"),
        ])
        #expect(
            found.map(\.description) == [
                "Content/two.MD: error: Content/two.MD looks like a chapter, but only '.md' files are read\n    hint: rename it to 'two.md'"
            ])
    }

    @Test("example names that are a product's or module's name in another case, or each other's, are refused")
    func namesThatCollideOnAMac() async throws {
        let found = try await Self.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nText.\n"),
            "Examples/Site/main.swift": "print(1)\n",
            "Examples/PackageDescription/main.swift": "print(1)\n",
            "Examples/Twice/main.swift": "print(1)\n",
            "Examples/TWICE/main.swift": "print(1)\n",
        ])
        #expect(
            found.map(\.message) == [
                "'PackageDescription' is the name of a module or product the package already has",
                "'Site' is the name of the module or product 'site' on a case-insensitive disk, as a Mac's is",
                "'Twice' and 'TWICE' differ only in case, and are one folder on a Mac's disk",
            ], "\(found)")
    }
}
