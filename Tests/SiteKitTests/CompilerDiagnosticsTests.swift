import Foundation
import Testing

@testable import SiteKit

/// Examples that must not compile: real `swiftc` on real files in a temporary project, the
/// compiler's own words on the page, and the build's and `site check`'s answers when they
/// change.
@Suite("Compiler diagnostics", .serialized)
struct CompilerDiagnosticsTests {
    static let broken = """
        // expect: compile-error
        // snippet.point
        struct Point {
            let x: Int
        }
        // snippet.end

        // snippet.move
        var origin = Point(x: 0)
        origin.x = 4
        // snippet.end
        print(origin)

        """

    static let brokenHelper = """
        func describe() -> String {
            return 42
        }

        """

    static let warned = """
        // expect: compile-warning
        func total() -> Int {
            var sum = 1
            return sum
        }
        print(total())

        """

    static let chapter = FixtureProject.chapter(
        title: "Refusals",
        body: """

            ## Whole

            ```example Broken
            ```

            ## Slice

            ```example Broken#point
            ```

            ## Only errors of every file

            ```diagnostics Broken
            diagnostics: errors
            ```

            ## Warned

            ```example Warned
            ```

            ## Fine

            ```example Fine
            ```

            ```output Fine
            ```

            """)

    func project() throws -> FixtureProject {
        try FixtureProject(files: [
            "Content/refusals.md": Self.chapter,
            "Examples/Broken/main.swift": Self.broken,
            "Examples/Broken/Helper.swift": Self.brokenHelper,
            "Examples/Warned/main.swift": Self.warned,
            "Examples/Fine/main.swift": "print(\"fine\")\n",
        ])
    }

    /// The text of a page's diagnostics blocks, tags removed.
    static func diagnosticsBlocks(_ html: String) -> [String] {
        html.matches(of: /<figure class="diagnostics">(?s)(.*?)<\/figure>/).map {
            HTMLText.unescape(String($0.1).replacing(/<[^>]+>/, with: ""))
        }
    }

    @Test("the page shows what swiftc said, with carets and relative paths; the rest builds and checks")
    func shownAndChecked() async throws {
        let project = try project()
        try await project.generator().build()
        let html = try project.read("Site/refusals.html")
        let blocks = Self.diagnosticsBlocks(html)
        // The slice of the struct has no diagnostics on its lines, so it shows no block.
        try #require(blocks.count == 3)
        let whole = blocks[0]
        // The compiler's own report of the assignment, at its line and column, with the
        // source line and a caret under it; the note that follows it stays with it.
        #expect(whole.contains("main.swift:10:8: error: cannot assign to property"))
        #expect(whole.contains("origin.x = 4\n"))
        #expect(whole.contains("^"))
        #expect(whole.contains("main.swift:4:5: note:"))
        // main.swift's listing shows main.swift's diagnostics only.
        #expect(!whole.contains("Helper.swift"))
        // The diagnostics fence shows every file's errors, notes left out with warnings.
        #expect(blocks[1].contains("Helper.swift:2:12: error:"))
        #expect(blocks[1].contains("main.swift:10:8: error:"))
        #expect(blocks[2].contains("main.swift:3:9: warning: variable 'sum' was never mutated"))
        #expect(html.contains("Warned compiles with warnings"))
        #expect(html.contains("Broken does not compile"))
        #expect(!html.contains(project.root.path))
        #expect(!html.contains("/tmp/"))
        #expect(html.contains("<pre class=\"stdout\">fine</pre>"))

        // The package's own build leaves the examples that must not compile out.
        let build = await ProcessRunner(timeout: 600, output: .kept(upTo: 64 << 20)).run(
            "swift", ["build", "--package-path", project.examples.path])
        #expect(build.termination == .exited(0), "\(build.stdout)\(build.stderr)")

        // Fresh and deterministic: check finds nothing.
        #expect(await SiteChecker(generator: try project.generator()).check().map(\.description) == [])

        // A different mistake is different compiler output: the committed page is stale.
        try project.write(
            "Examples/Broken/main.swift", Self.broken.replacingOccurrences(of: "origin.x = 4", with: "origin.y = 4"))
        let stale = await SiteChecker(generator: try project.generator()).check()
        #expect(stale.contains { $0.message.contains("Site/ is stale") && $0.message.contains("refusals.html") })

        // Fixed, it compiles: the build stops at its first line and leaves Site/ as it was.
        let before = project.siteSnapshot()
        try project.write(
            "Examples/Broken/main.swift",
            Self.broken.replacingOccurrences(of: "origin.x = 4", with: "origin = Point(x: 4)"))
        try project.write("Examples/Broken/Helper.swift", "func describe() -> String { \"a point\" }\n")
        await #expect {
            try await project.generator().build()
        } throws: { error in
            let text = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            return text.contains {
                $0.hasPrefix(
                    "Examples/Broken/main.swift:1:1: error: 'Broken' compiles, but its first line says it must not")
            }
        }
        #expect(project.siteSnapshot() == before)
    }

    @Test("an unknown expectation and an output fence for a compiled-only example are located errors")
    func badMarkers() async throws {
        let project = try project()
        try project.write(
            "Examples/Warned/main.swift",
            Self.warned.replacingOccurrences(of: "compile-warning", with: "compile-failure"))
        try project.write(
            "Content/refusals.md", Self.chapter.replacingOccurrences(of: "```output Fine", with: "```output Broken"))
        await #expect {
            try await project.generator().build()
        } throws: { error in
            let text = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            return text.contains {
                $0.hasPrefix("Examples/Warned/main.swift:1:12: error: 'compile-failure' is not something")
            } && text.contains { $0.contains("'Broken' is compiled, not run, so it has no output to show") }
        }
    }

    @Test("fence options pick diagnostics; a wrong option is located in the fence")
    func selection() throws {
        let text = """
            main.swift:3:1: warning: w
            x
            main.swift:5:2: error: e
            y
            ^
            main.swift:1:1: note: n
            Other.swift:9:9: error: o
            """
        let said = CompilerDiagnostics(text: text, failed: true)
        #expect(said.entries.map(\.line) == [9, 3, 5, 1])
        // A diagnostic the compiler printed again (with its note) is shown once.
        let repeated = CompilerDiagnostics(
            text: text + "\nmain.swift:5:2: error: e\ny\n^\nmain.swift:1:1: note: n", failed: true)
        #expect(repeated.entries.map(\.line) == [9, 3, 5, 1])
        var errors = CompilerDiagnostics.Selection()
        errors.errorsOnly = true
        #expect(
            said.text(selecting: errors)
                == "Other.swift:9:9: error: o\nmain.swift:5:2: error: e\ny\n^\nmain.swift:1:1: note: n")
        var lines = try CompilerDiagnostics.Selection.parse("lines: 2-4").get()
        lines.file = "main.swift"
        #expect(said.text(selecting: lines) == "main.swift:3:1: warning: w\nx")
        guard case .failure(let problem) = CompilerDiagnostics.Selection.parse("\ndiagnostics: some") else {
            Issue.record("a wrong choice was accepted")
            return
        }
        #expect(problem.line == 2)
        #expect(problem.message == "'some' is not a choice of diagnostics")
    }

    @Test("diagnostics are shown by file, line and column, each with its notes, whatever order swiftc printed them in")
    func sourceOrder() {
        // swiftc printed these two orders for one example compiled from two folders.
        let one = """
            main.swift:4:14: error: a
            ^
            main.swift:4:15: error: b
            Swift.Comparable:1:11: note: where
            main.swift:4:18: error: c
            """
        let other = """
            main.swift:4:15: error: b
            Swift.Comparable:1:11: note: where
            main.swift:4:14: error: a
            ^
            main.swift:4:18: error: c
            """
        let first = CompilerDiagnostics(text: one, failed: true)
        let second = CompilerDiagnostics(text: other, failed: true)
        #expect(first.entries == second.entries)
        #expect(first.entries.map(\.column) == [14, 15, 18])
        #expect(first.entries[1].text == ["main.swift:4:15: error: b", "Swift.Comparable:1:11: note: where"])
        #expect(first.shownText == one)
    }
}
