import Foundation
import Testing

@testable import SiteKit

/// The tests that share `CatalogueFixture`: one at a time, since they change its files.
@Suite("Fixture catalogue", .serialized)
enum FixtureTests {}

/// A small catalogue with one example of each kind a chapter can show: plain output, a
/// slice, an expected crash, a transcript with arguments and stdin, and Swift that is not
/// compiled. Built once and shared by the end-to-end tests, which run one at a time and put
/// back whatever they break.
enum CatalogueFixture {
    static let hello = """
        // snippet.hide
        import Foundation
        let hiddenSetup = "this line is hidden"
        // snippet.show
        // snippet.greeting
        func greet(_ name: String) -> String {
            "Hello, \\(name) & friends"
        }
        // snippet.end
        print(greet("<World>"))
        print([3, 1, 2].sorted().map(String.init).joined(separator: " < "))

        """

    static let crash = """
        print("about to check the invariant")
        let balance = -5
        precondition(balance >= 0, "the balance went negative")
        print("never printed")

        """

    static let echo = """
        let loud = CommandLine.arguments.contains("--loud")
        while let line = readLine() {
            print(loud ? line.uppercased() : line)
        }

        """

    static let helloChapter = FixtureProject.chapter(
        title: "Hello", category: "Creational", related: ["other"],
        body: """

            ## The code

            ```example Hello
            ```

            ```output Hello
            ```

            ### Just the greeting

            ```example Hello#greeting
            ```

            ## When it crashes

            ```example Crash
            ```

            ```output Crash
            expect: failure
            ```

            ## A transcript

            ```output Echo
            arguments: [--loud]
            stdin: |
              Ada
              Grace
            ```

            ## Not compiled

            ```swift
            let numbers: Array<Int> = oops && <b>
            ```

            See [the details](other.md#details) and [the code](#the-code).

            """)

    static let otherChapter = FixtureProject.chapter(
        title: "Other", category: "Behavioural", related: ["hello"],
        body: """

            ## Details

            Back to [Hello](hello.md).

            """)

    static let files = [
        "Content/hello.md": helloChapter,
        "Content/other.md": otherChapter,
        "Examples/Hello/main.swift": hello,
        "Examples/Crash/main.swift": crash,
        "Examples/Echo/main.swift": echo,
    ]

    /// Where the shared project lives; removed when the test process exits, since a static
    /// value is never deinitialised.
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "site-fixture-shared-\(ProcessInfo.processInfo.processIdentifier)")

    /// The shared project, built once (a first `swift build` takes a while).
    static let shared: Task<FixtureProject, Error> = Task {
        atexit { try? FileManager.default.removeItem(at: CatalogueFixture.root) }
        let project = try FixtureProject(files: files, root: root)
        try await project.generator().build()
        return project
    }
}
