import Testing

@testable import SiteKit

@Suite("Snippet markers and references")
struct SnippetTests {
    let source = """
        // snippet.hide
        import Foundation
        // snippet.show
        // snippet.model
        struct Point {
            var x = 0
        }
        // snippet.end

        func main() {
            // snippet.body
            let p = Point()
            // snippet.hide
            debugPrint(p)
            // snippet.show
            print(p.x)
            // snippet.end
        }
        main()

        """

    @Test("the whole-file listing drops hidden lines and every marker")
    func wholeFile() throws {
        let map = try SnippetMap.parse(source).get()
        let (lines, indent) = try #require(map.listing(slice: nil))
        let shown = lines.map { map.lines[$0] }
        #expect(indent == 0)
        #expect(shown.first == "struct Point {")
        #expect(
            !shown.contains { $0.contains("snippet.") || $0.contains("import Foundation") || $0.contains("debugPrint") }
        )
        #expect(shown.last == "main()")
    }

    @Test("a named slice holds its lines, minus hidden ones, dedented")
    func namedSlice() throws {
        let map = try SnippetMap.parse(source).get()
        let (lines, indent) = try #require(map.listing(slice: "body"))
        #expect(lines.map { String(map.lines[$0].dropFirst(indent)) } == ["let p = Point()", "print(p.x)"])
        #expect(map.sliceNames == ["model", "body"])
        #expect(map.listing(slice: "missing") == nil)
    }

    @Test("marker mistakes are reported at their lines")
    func markerProblems() {
        func problems(_ text: String) -> [Problem] {
            if case .failure(let list) = SnippetMap.parse(text) { return list.problems }
            return []
        }
        #expect(problems("a\n// snippet.one\nb\n").map(\.line) == [2])
        #expect(problems("// snippet.end\n").map(\.message) == ["'// snippet.end' closes no slice"])
        #expect(problems("// snippet.a\n// snippet.b\n// snippet.end\n").first?.line == 2)
        #expect(
            problems("// snippet.a\n// snippet.end\n// snippet.a\n// snippet.end\n").first?.message
                == "slice 'a' is defined twice in this file")
    }

    @Test(
        "references name an example, a file and a slice",
        arguments: [
            ("Observer", ExampleReference(example: "Observer")),
            ("Observer/Model.swift", ExampleReference(example: "Observer", file: "Model.swift")),
            ("Observer#setup", ExampleReference(example: "Observer", slice: "setup")),
            ("Observer/Model.swift#setup", ExampleReference(example: "Observer", file: "Model.swift", slice: "setup")),
        ])
    func references(text: String, expected: ExampleReference) throws {
        #expect(try ExampleReference.parse(text).get() == expected)
    }

    @Test(
        "references that would leave Examples/ are refused",
        arguments: [
            "../Secrets", "Observer/../../etc/passwd", "/etc/passwd", "~/code", "Observer/Sub/Deep/More.swift",
            "Observer/sub/Deep.swift", "observer",
            "",
        ])
    func escapingReferences(text: String) {
        guard case .failure(let problem) = ExampleReference.parse(text) else {
            Issue.record("'\(text)' was accepted")
            return
        }
        #expect(problem.hint != nil)
    }

    @Test("the expander explains an unknown slice and lists the real ones")
    func unknownSlice() {
        let example = Example(
            name: "Demo", files: [.init(name: "main.swift", path: "Examples/Demo/main.swift", text: source)])
        let expander = ExampleExpander(
            examples: ["Demo": example], used: ["Demo"], results: [:],
            provenance: Provenance(swiftVersion: "Swift version 6.3.1"))
        guard case .failure(let problem) = expander.listing(for: ExampleReference(example: "Demo", slice: "nope"))
        else {
            Issue.record("an unknown slice resolved")
            return
        }
        #expect(problem.message == "the example 'Demo' has no slice 'nope'")
        #expect(problem.hint == "its slices are model, body")
    }
}
