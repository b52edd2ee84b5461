import Foundation
import Testing

@testable import SiteKit

/// Every kind of author mistake stops the build with exit-worthy errors that name the file
/// and line, reports every problem at once, and leaves `Site/` exactly as it was.
extension FixtureTests {
    @Suite("Bad input")
    struct BadInputTests {
        /// Applies `changes` (path → new text, or `nil` to delete) to the shared fixture, builds,
        /// puts everything back, and returns the diagnostics. Records an issue when the build
        /// succeeds or `Site/` changed.
        func diagnostics(
            after changes: [String: String?], binary: [String: Data] = [:],
            sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> [Diagnostic] {
            let project = try await CatalogueFixture.shared.value
            let before = project.siteSnapshot()
            var originals: [String: String?] = [:]
            for path in Array(changes.keys) + Array(binary.keys) {
                // A file that was not there is put back as not there (assigning `nil` would drop the key).
                originals.updateValue(try? project.read(path), forKey: path)
            }
            defer {
                for (path, text) in originals {
                    if let text { try? project.write(path, text) } else { try? project.remove(path) }
                }
            }
            for (path, text) in changes {
                if let text { try project.write(path, text) } else { try project.remove(path) }
            }
            for (path, data) in binary { try project.write(path, data) }
            do {
                try await project.generator().build()
                Issue.record("the build succeeded", sourceLocation: sourceLocation)
                return []
            } catch let failure as BuildFailure {
                #expect(project.siteSnapshot() == before, "Site/ changed", sourceLocation: sourceLocation)
                return failure.diagnostics
            }
        }

        /// The 1-based line of the first line containing `text` in a fixture file.
        func line(of text: String, in file: String) -> Int {
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
        }

        @Test("a chapter that is not UTF-8 is named with the line of its first bad byte")
        func notUTF8() async throws {
            var bytes = Data(CatalogueFixture.otherChapter.utf8)
            bytes.insert(contentsOf: [0xC3, 0x28], at: bytes.startIndex + 12)  // inside 'title: Other'
            let found = try await diagnostics(after: [:], binary: ["Content/other.md": bytes])
            #expect(found.map(\.description).contains { $0.hasPrefix("Content/other.md:2:") })
            #expect(found.first?.message == "the chapter is not valid UTF-8")
        }

        @Test("bad front matter in two chapters is reported in one pass")
        func frontMatter() async throws {
            let brokenYAML = CatalogueFixture.otherChapter.replacingOccurrences(of: "order: 1", with: "order: [1")
            let missingIntent = CatalogueFixture.helloChapter.replacingOccurrences(
                of: "intent: A one-sentence intent for Hello.\n", with: "")
            let found = try await diagnostics(after: [
                "Content/other.md": brokenYAML, "Content/hello.md": missingIntent,
            ])
            #expect(
                found.contains {
                    $0.file == "Content/other.md" && $0.message.hasPrefix("invalid front matter") && ($0.line ?? 0) >= 5
                })
            #expect(
                found.contains {
                    $0.file == "Content/hello.md" && $0.message == "the front matter has no 'intent' field"
                })
        }

        @Test("references to a missing example, a missing slice or a path outside Examples/")
        func badReferences() async throws {
            let chapter =
                CatalogueFixture.helloChapter + """

                    ```example Goodbye
                    ```

                    ```example Hello#farewell
                    ```

                    ```example ../../etc/passwd
                    ```

                    ```output Nowhere
                    ```

                    """
            let found = try await diagnostics(after: ["Content/hello.md": chapter])
            let byLine = Dictionary(grouping: found, by: { $0.line ?? 0 })
            #expect(
                byLine[line(of: "```example Goodbye", in: chapter)]?.first?.message == "there is no example 'Goodbye'")
            #expect(
                byLine[line(of: "```example ../../etc", in: chapter)]?.first?.message
                    == "'../../etc/passwd' points outside Examples/")
            #expect(
                byLine[line(of: "```output Nowhere", in: chapter)]?.first?.message == "there is no example 'Nowhere'")
            #expect(found.allSatisfy { $0.file == "Content/hello.md" })
            // The missing slice is found once the example exists, in the next stage.
            let slice = try await diagnostics(after: [
                "Content/hello.md": CatalogueFixture.helloChapter + "\n```example Hello#farewell\n```\n"
            ])
            #expect(slice.map(\.message) == ["the example 'Hello' has no slice 'farewell'"])
            #expect(slice.first?.hint == "its slices are greeting")
        }

        @Test("a compile error and a warning are shown against the example's file, naming the chapter")
        func compileErrors() async throws {
            let broken = CatalogueFixture.hello.replacingOccurrences(
                of: "print(greet(\"<World>\"))", with: "print(greet(42))")
            let warning = "func tidy() {\n    let unused = 1\n}\ntidy()\n" + CatalogueFixture.echo
            let found = try await diagnostics(after: [
                "Examples/Hello/main.swift": broken, "Examples/Echo/main.swift": warning,
            ])
            let error = try #require(found.first { $0.file == "Examples/Hello/main.swift" })
            #expect(error.line == line(of: "greet(42)", in: broken))
            #expect(error.message.contains("Int"))
            #expect(error.hint?.contains("Content/hello.md") == true)
            let warned = try #require(found.first { $0.file == "Examples/Echo/main.swift" })
            #expect(warned.line == 2)
            #expect(warned.message.contains("unused"))
        }

        @Test("a crash, a non-zero exit and stderr the chapter did not expect")
        func unexpectedFailures() async throws {
            let chapter = CatalogueFixture.helloChapter.replacingOccurrences(
                of: "```output Crash\nexpect: failure\n```", with: "```output Crash\n```")
            let exits = CatalogueFixture.hello + "exit(2)\n"
            let stderr = CatalogueFixture.echo + "FileHandle.standardError.write(\"careful\\n\".data(using: .utf8)!)\n"
            let found = try await diagnostics(after: [
                "Content/hello.md": chapter,
                "Examples/Hello/main.swift": "import Foundation\n" + exits,
                "Examples/Echo/main.swift": "import Foundation\n" + stderr,
            ])
            let messages = found.map(\.message)
            #expect(
                messages.contains {
                    $0.hasPrefix("Crash: the example crashed (SIG") && $0.contains("the balance went negative")
                })
            #expect(messages.contains("Hello: the example exited with status 2"))
            #expect(messages.contains("Echo: the example wrote to standard error: careful"))
            let crash = try #require(found.first { $0.message.hasPrefix("Crash:") })
            #expect(crash.line == line(of: "```output Crash", in: chapter))
            #expect(crash.hint?.contains("expect: failure") == true)
        }

        @Test("an example that never ends is killed at its timeout, with nothing left running")
        func neverEnds() async throws {
            let chapter =
                CatalogueFixture.helloChapter + "\n```example Forever\n```\n\n```output Forever\ntimeout: 1\n```\n"
            let found = try await diagnostics(after: [
                "Content/hello.md": chapter,
                "Examples/Forever/main.swift": "print(\"spinning\")\nvar n = 0\nwhile true { n &+= 1 }\n",
            ])
            try? (try await CatalogueFixture.shared.value).remove("Examples/Forever")
            #expect(found.map(\.message) == ["Forever: the example was stopped after running for 1 s"])
            #expect(found.first?.hint?.contains("timeout") == true)
            let running = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { pid in
                (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("Forever") == true
            }
            #expect(running.allSatisfy { !ProcessRunnerTests.isRunning(Int32($0) ?? 0) })
        }

        @Test("an example that prints without end is capped")
        func printsForever() async throws {
            let chapter = CatalogueFixture.helloChapter + "\n```example Chatty\n```\n\n```output Chatty\n```\n"
            let found = try await diagnostics(after: [
                "Content/hello.md": chapter,
                "Examples/Chatty/main.swift": "while true { print(\"and again\") }\n",
            ])
            try? (try await CatalogueFixture.shared.value).remove("Examples/Chatty")
            #expect(found.map(\.message) == ["Chatty: the example was stopped after printing more than 1048576 bytes"])
        }

        @Test("broken links, anchors and related chapters")
        func brokenLinks() async throws {
            let other = CatalogueFixture.otherChapter
                .replacingOccurrences(of: "related: [hello]", with: "related: [hello, missing]")
                .replacingOccurrences(
                    of: "Back to [Hello](hello.md).",
                    with: "See [a typo](helo.md), [an anchor](hello.md#nowhere) and [a page](hello.html).")
            let found = try await diagnostics(after: ["Content/other.md": other])
            #expect(found.contains { $0.message == "related chapter 'missing' does not exist" && $0.line == 6 })
            let second = try await diagnostics(after: [
                "Content/other.md": other.replacingOccurrences(
                    of: "related: [hello, missing]", with: "related: [hello]")
            ])
            let lines = Set(second.compactMap(\.line))
            #expect(
                second.map(\.message).sorted() == [
                    "the anchor '#nowhere' does not exist in hello.md",
                    "the link 'hello.html' does not point to a chapter",
                    "the link 'helo.md' points to a chapter that does not exist",
                ])
            #expect(lines == [line(of: "See [a typo]", in: other)])
        }

        @Test("a relation declared on one side only names the chapter to fix")
        func oneSidedRelation() async throws {
            let other = CatalogueFixture.otherChapter.replacingOccurrences(of: "related: [hello]", with: "related: []")
            let found = try await diagnostics(after: ["Content/other.md": other])
            #expect(
                found.map(\.description) == [
                    "Content/other.md:6:1: error: 'hello' lists 'other' as related, but 'other' does not list 'hello'\n    hint: related chapters are listed on both sides: add 'hello' to this 'related' list"
                ])
        }

        @Test("two chapters at one place in a category: the second is named at its order, with a free place")
        func sharedOrder() async throws {
            let third = FixtureProject.chapter(title: "Third", category: "Behavioural", order: 1, body: "\nText.\n")
            let found = try await diagnostics(after: ["Content/third.md": third])
            #expect(
                found.map(\.description) == [
                    "Content/third.md:5:8: error: order 1 in 'Behavioural' is also Content/other.md's\n    hint: give each chapter of a category its own place: 2 is free"
                ])
        }
    }
}
