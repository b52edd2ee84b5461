import PropertyBased
import Testing

@testable import SiteKit

/// Random, truncated and mutated input to the readers an author's typing reaches: none may
/// crash, and each must give either a result or an error located inside the input.
@Suite("Readers under random input")
struct ParserPropertyTests {
    /// Characters that matter to YAML, Markdown, references and snippet markers.
    static let alphabet: [Character] = Array("---\n\n\n  :#/.[]{}|>\"'\\,*&!%@`~ _-abcXYZ019éあ\t\r") + ["\u{0}", "💥"]

    /// One of `values` (never `nil`: the lists are not empty).
    static func one<T: Sendable>(of values: [T]) -> Generator<T, Shrink.None<T?>> {
        Gen.element(of: values).map { $0! }
    }

    static let noise = one(of: alphabet).array(of: 0...160).map { String($0) }

    static let validChapter = FixtureProject.chapter(
        title: "Sample", related: ["other"], body: "\n## Heading\n\n```example Demo#slice\n```\n")

    /// A valid chapter cut at a random point, with one random character replaced.
    static let damagedChapter = zip(
        Gen<Int>.value(in: 0...validChapter.count), Gen<Int>.value(in: 0...validChapter.count),
        one(of: alphabet)
    ).map { cut, position, replacement -> String in
        var characters = Array(validChapter.prefix(cut))
        if position < characters.count { characters[position] = replacement }
        return String(characters)
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    @Test("front matter: a result, or errors on lines of the file")
    func frontMatter() async {
        @Sendable func property(_ text: String) {
            switch FrontMatterReader().read(text, file: "Content/x.md") {
            case .success(let result):
                #expect(!result.metadata.title.isEmpty)
                #expect(result.bodyFirstLine >= 3)
            case .failure(let failure):
                #expect(!failure.diagnostics.isEmpty)
                for diagnostic in failure.diagnostics {
                    #expect(diagnostic.file == "Content/x.md")
                    #expect((1...Self.lineCount(text) + 1).contains(diagnostic.line ?? 0))
                }
            }
        }
        await propertyCheck(count: 300, input: Self.noise) { property($0) }
        await propertyCheck(count: 300, input: Self.damagedChapter) { property($0) }
    }

    @Test("references: a result that stays inside Examples/, or a reason")
    func references() async {
        let pieces = Self.one(of: ["Demo", "/", "#", "..", "Main.swift", "slice", "~", " ", "a", "\\", ".swift"])
            .array(of: 0...6).map { $0.joined() }
        @Sendable func property(_ text: String) {
            switch ExampleReference.parse(text) {
            case .success(let reference):
                #expect(!reference.description.contains(".."))
                #expect(!reference.description.hasPrefix("/"))
                #expect((try? ExampleReference.parse(reference.description).get()) == reference)
            case .failure(let problem):
                #expect(problem.line == 0, "a reference's problem is on the fence's own line")
                #expect(problem.hint != nil, "a refused reference says what to write instead")
            }
        }
        await propertyCheck(count: 300, input: Self.noise) { property($0) }
        await propertyCheck(count: 300, input: pieces) { property($0) }
    }

    @Test("snippet markers: listings never show a marker, errors sit on real lines")
    func snippets() async {
        let markers = Self.one(of: [
            "// snippet.a", "// snippet.b", "// snippet.end", "// snippet.hide", "// snippet.show", "    code()",
            "", "// snippet.", "// snippet.bad name",
        ]).array(of: 0...30).map { $0.joined(separator: "\n") }
        @Sendable func property(_ text: String) {
            switch SnippetMap.parse(text) {
            case .success(let map):
                for slice in [nil] + map.sliceNames {
                    let listing = map.listing(slice: slice)
                    #expect(listing != nil)
                    for index in listing?.lines ?? [] {
                        #expect(SnippetMap.marker(in: map.lines[index]) == nil)
                    }
                }
            case .failure(let list):
                #expect(!list.problems.isEmpty)
                for problem in list.problems {
                    #expect((1...Self.lineCount(text)).contains(problem.line))
                }
            }
        }
        await propertyCheck(count: 300, input: Self.noise) { property($0) }
        await propertyCheck(count: 300, input: markers) { property($0) }
    }

    @Test("output options: a request, or errors on lines of the fence")
    func outputOptions() async {
        let options = Self.one(of: [
            "arguments: [a, b]", "stdin: |", "  text", "expect: failure", "expect: maybe", "timeout: 2",
            "timeout: x", "other: 1", "- item", ": :", "",
        ]).array(of: 0...8).map { $0.joined(separator: "\n") }
        @Sendable func property(_ text: String) {
            switch RunRequest.parse(example: "Demo", options: text) {
            case .success(let request):
                #expect(request.timeout > 0)
            case .failure(let list):
                for problem in list.problems {
                    #expect((1...Self.lineCount(text) + 1).contains(problem.line))
                }
            }
        }
        await propertyCheck(count: 300, input: Self.noise) { property($0) }
        await propertyCheck(count: 300, input: options) { property($0) }
    }

    @Test("every kind of fence: a model, or errors on lines of the fence")
    func fenceBodies() async {
        let infos = ["example Demo", "diagnostics Demo", "diagram Demo", "output Demo", "compare Demo", "emitted Demo"]
        let bodies = Self.one(of: [
            "types: [A, B]", "diagnostics: errors", "lines: 2-4", "functions: [f]", "show: whole", "A: []",
            "B: [default-isolation MainActor]", "arguments: [a]", "stdin: |", "  text", "- item", ": :", "",
        ]).array(of: 0...6).map { $0.joined(separator: "\n") }
        @Sendable func property(_ body: String) {
            for info in infos {
                let (fence, problems) = Fence.read(info: info, body: body, line: 7)
                #expect(fence == nil || fence?.line == 7)
                for problem in problems {
                    #expect((0...Self.lineCount(body) + 1).contains(problem.line), "\(info): \(problem)")
                }
            }
        }
        await propertyCheck(count: 200, input: Self.noise) { property($0) }
        await propertyCheck(count: 200, input: bodies) { property($0) }
    }
}
