import Testing

@testable import SiteKit

/// Each fence is read once, at load, into a `Fence`; what it gets wrong is reported there, once,
/// and the renderer works from the model.
@Suite("Fences")
struct FenceTests {
    static let shapes = Example(
        name: "Shapes",
        files: [.init(name: "main.swift", path: "Examples/Shapes/main.swift", text: "struct Circle {}\nprint(1)\n")])

    static func chapter(_ body: String) -> Chapter {
        let glance = Glance(what: "", benefits: "", useWhen: "", avoidWhen: "", rightWhen: "", pitfalls: "")
        return Chapter(
            slug: "c", sourcePath: "Content/c.md",
            metadata: ChapterMetadata(
                title: "C", intent: "", category: "Structural", order: 1, related: [], glance: glance),
            body: body, bodyFirstLine: 10)
    }

    @Test("every kind of fence is read into its model, at its file line, with its options")
    func model() throws {
        let chapter = Self.chapter(
            """
            ```example Shapes#core
            diagnostics: errors
            lines: 2-4
            ```

            ```diagram Shapes
            types: [Circle, Square]
            ```

            ```output Shapes
            arguments: [--name, "4000"]
            stdin: |
              one
            ```

            ```emitted Shapes
            functions: [area]
            ```

            ```swift
            let x = 1
            ```

            ```text
            plain
            ```

            """)
        let scan = ChapterScanner().scan(chapter)
        #expect(scan.problems.isEmpty, "\(scan.problems)")
        let fences = scan.fences
        var selection = CompilerDiagnostics.Selection()
        selection.errorsOnly = true
        selection.lines = 2...4
        #expect(
            fences.all == [
                .example(ExampleReference(example: "Shapes", slice: "core"), selection, line: 10),
                .diagram(ExampleReference(example: "Shapes"), DiagramOptions(types: ["Circle", "Square"]), line: 15),
                .output(RunRequest(example: "Shapes", arguments: ["--name", "4000"], stdin: "one\n"), line: 19),
                .variants(
                    VariantFence(example: "Shapes", kind: .emitted(functions: ["area"], declarationsOnly: false)),
                    line: 25),
                .swift(line: 29),
            ])
        #expect(fences[line: 19] == fences.all[2])
        #expect(fences[line: 33] == nil, "a block the generator leaves alone has no fence")
        #expect(scan.uses == fences.all.compactMap(\.use))
        #expect(scan.uses.map(\.line) == [10, 15, 19, 25])
    }

    @Test("a fence with a bad option is reported once, at load, with its file and line")
    func badOptionReportedOnce() async throws {
        let body = "\nText.\n\n```output Hello\ntimout: 3\n```\n\n```diagram Hello\nsize: big\n```\n"
        let found = try await OneReportTests.failure([
            "Content/one.md": FixtureProject.chapter(title: "One", body: body),
            "Examples/Hello/main.swift": "print(\"hello\")\n",
        ])
        let text = FixtureProject.chapter(title: "One", body: body)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let output = try #require(lines.firstIndex(of: "timout: 3")) + 1
        let diagram = try #require(lines.firstIndex(of: "size: big")) + 1
        #expect(found.map(\.file) == ["Content/one.md", "Content/one.md"], "\(found)")
        #expect(found.map(\.line) == [output, diagram])
        #expect(
            found.map(\.message) == ["unknown output option 'timout'", "'size' is not an option of a diagram fence"])
        #expect(found.allSatisfy { $0.hint != nil })
    }

    @Test("the renderer reads the model, not the fence's text again")
    func rendererReadsTheModel() throws {
        // The text asks for a diagram of every type, with an option that does not exist; the
        // model, for only `Circle`.
        let chapter = Self.chapter("```diagram Shapes\nsize: big\n```\n\n```swift\nlet x = 1\n```\n")
        let expander = ExampleExpander(
            examples: ["Shapes": Self.shapes], used: ["Shapes"], results: [:],
            provenance: Provenance(swiftVersion: "Swift version 6.3.1"))
        let renderer = ChapterRenderer(expander: expander, slugs: ["c"], download: "downloads/book-examples.zip")
        let model = ChapterFences([
            .diagram(ExampleReference(example: "Shapes"), DiagramOptions(types: ["Circle"]), line: 10)
        ])
        let (page, problems) = renderer.render(chapter, fences: model)
        #expect(problems.isEmpty, "\(problems)")
        #expect(page.html.contains("<svg"))
        #expect(page.examplesShown.map(\.name) == ["Shapes"])
        #expect(
            page.html.contains("<code class=\"language-swift\">let x = 1"), "a block with no fence stays as written")
        let drawn = try expander.diagramHTML(for: ExampleReference(example: "Shapes"), types: ["Circle"]).get()
        #expect(page.html.contains(drawn))

        // Without a model, the fences are plain code blocks: nothing is read from their text.
        let (plain, none) = renderer.render(chapter, fences: ChapterFences())
        #expect(none.isEmpty)
        #expect(!plain.html.contains("<svg") && plain.examplesShown.isEmpty)
    }

    @Test("one option reader: YAML lists, quoted strings, blocks and comments in every kind of fence")
    func oneOptionSyntax() throws {
        let diagram = try DiagramOptions.parse("types: [A, \"B\"]   # only these\n").get()
        #expect(diagram.types == ["A", "B"])
        #expect(try DiagramOptions.parse("types: A, B\n").get().types == ["A", "B"])
        #expect(try DiagramOptions.parse("# nothing\n").get().types == nil)
        let selection = try CompilerDiagnostics.Selection.parse("diagnostics: \"errors\"  # with notes\nlines: 4-9\n")
            .get()
        #expect(selection.errorsOnly && selection.lines == 4...9)
        guard case .failure(let problem) = CompilerDiagnostics.Selection.parse("lines: [4, 9\n") else {
            Issue.record("a YAML mistake was accepted")
            return
        }
        #expect(problem.message.hasPrefix("invalid options:") && (1...2).contains(problem.line))
        guard case .failure(let text) = DiagramOptions.parse("\ntypes [A]\n") else {
            Issue.record("a line without a colon was accepted")
            return
        }
        #expect(text.line == 2 && text.message == "'types [A]' is not an option of a diagram fence")
    }
}

@Suite("Example settings")
struct ExampleSettingsTests {
    @Test("settings are read from the opening comment lines only, with either line break, and located")
    func openingLines() {
        let program = (1...2_000).map { "print(\($0)) // setting: optimize" }.joined(separator: "\n")
        let source = "// A program.\r\n// setting: language-mode 5\r\n// setting: optimize\n\n" + program
        let (settings, problems) = ExampleSettings.declared(in: source, path: "Examples/A/main.swift", features: nil)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.languageMode == 5 && settings.optimized)
        // A setting after the first line of code is the program's, not a setting.
        let late = ExampleSettings.declared(
            in: "print(1)\n// setting: optimize\n", path: "Examples/A/main.swift", features: nil)
        #expect(!late.settings.optimized && late.problems.isEmpty)
        let wrong = ExampleSettings.declared(
            in: "// A program.\r\n// setting: language-mode 7\r\nprint(1)\r\n", path: "Examples/A/main.swift",
            features: nil)
        #expect(wrong.problems.map(\.line) == [2])
        #expect(wrong.problems.first?.message == "language mode '7' is not one the examples can use")
        #expect(ExampleSettings.openingLines(of: "// a\r\n// b\nc\nd") == ["// a", "// b", "c"])
        #expect(ExampleSettings.openingLines(of: "") == [])
    }
}
