import Foundation
import Testing

@testable import SiteKit

/// What is compiled is what is hashed and shown: the generator reads an example's files and
/// settings once, and `Examples/Package.swift` is written from that reading, so the caption,
/// the listing and the binary cannot disagree.
@Suite("One definition of an example", .serialized)
struct ExampleDefinitionTests {
    /// Prints how it was compiled: `-O` drops `assert`, and what its condition does with it.
    static let reportsOptimization = """
        var mode = "optimized"
        assert({ mode = "debug"; return true }())
        print(mode)

        """

    static func chapter(showing examples: [String]) -> String {
        FixtureProject.chapter(
            title: "Settings", body: examples.map { "\n```output \($0)\n```\n" }.joined())
    }

    @Test("'// setting: optimize' with CR LF, with a tab, or after a byte-order mark: the caption and the binary agree")
    func settingLinesReadOnce() async throws {
        let names = ["CarriageReturn", "Tabbed", "ByteOrderMark", "Plain"]
        let project = try FixtureProject(files: [
            "Content/settings.md": Self.chapter(showing: names),
            "Examples/CarriageReturn/main.swift": "// setting: optimize\r\n" + Self.reportsOptimization,
            "Examples/Tabbed/main.swift": "// setting:\toptimize\n" + Self.reportsOptimization,
            "Examples/ByteOrderMark/main.swift": "\u{FEFF}// setting: optimize\n" + Self.reportsOptimization,
            "Examples/Plain/main.swift": Self.reportsOptimization,
        ])
        let output = try await project.generator().build()
        for name in names {
            let example = try #require(output.loaded.examples[name])
            let result = try #require(output.evidence.results.first { $0.key.example == name }?.value)
            let expected = name == "Plain" ? "debug\n" : "optimized\n"
            #expect(result.stdout == expected, "\(name): \(result.stdout)")
            #expect(example.settings.optimized == (name != "Plain"), "\(name)")
            // The listing never shows the byte-order mark.
            #expect(example.files.first?.text.unicodeScalars.first != "\u{FEFF}", "\(name)")
        }
        let page = try project.read("Site/settings.html")
        #expect(page.components(separatedBy: "optimized (-O)").count - 1 == 3, "one caption per optimized example")
    }

    @Test(
        "'// expect: compile-error' after a byte-order mark shows what the compiler said, not the generator's own error"
    )
    func expectationAfterByteOrderMark() async throws {
        let project = try FixtureProject(files: [
            "Content/refused.md": FixtureProject.chapter(title: "Refused", body: "\n```diagnostics Refused\n```\n"),
            "Examples/Refused/main.swift": "\u{FEFF}// expect: compile-error\nlet x: Int = \"text\"\n",
        ])
        let output = try await project.generator().build()
        let said = try #require(output.evidence.diagnostics["Refused"])
        #expect(said.text.contains("cannot convert value of type 'String'"), "\(said.text)")
        #expect(!(try project.read("Site/refused.html")).contains("no binary"))
        #expect(!(try project.read("Examples/Package.swift")).contains(#"example("Refused""#))
    }

    @Test(
        "a Swift file no target compiles (nested, hidden) or named like an option is a located error before any compile"
    )
    func uncompiledFiles() async throws {
        let project = try FixtureProject(files: [
            "Content/nested.md": FixtureProject.chapter(title: "Nested", body: "\n```output Nested\n```\n"),
            "Examples/Nested/main.swift": "print(\"nested\")\n",
            "Examples/Nested/Helpers/Deep/Helper.swift": "let helper = 1\n",
            "Examples/Nested/.Hidden.swift": "let hidden = 1\n",
            // Compiled on its own with swiftc, whose arguments its file names must not become.
            "Examples/Options/main.swift": "// expect: compile-warning\nvar unused = 1\n",
            "Examples/Options/-opwned.swift": "let x = 1\n",
            "Examples/Options/@flags.swift": "",
            "Examples/Options/flags.swift": "-module-cache-path /tmp/outside\n",
        ])
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
        } catch let failure as BuildFailure {
            let problems = failure.diagnostics
            #expect(
                problems.contains {
                    $0.file == "Examples/Nested/Helpers/Deep/Helper.swift" && $0.message.contains("no target compiles")
                }, "\(problems)")
            #expect(
                problems.contains { $0.file == "Examples/Nested/.Hidden.swift" && $0.message.contains("hidden") },
                "\(problems)")
            for name in ["-opwned.swift", "@flags.swift"] {
                #expect(
                    problems.contains { $0.file == "Examples/Options/\(name)" && $0.message.contains("as an option") },
                    "\(problems)")
            }
            #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Site").path))
            #expect(
                !FileManager.default.fileExists(atPath: project.examples.appendingPathComponent("pwned.swift").path))
            #expect(
                !FileManager.default.fileExists(
                    atPath: project.examples.appendingPathComponent("Options/pwned.swift").path))
        }
    }

    @Test("the examples' manifest and the download's are one text, under another folder")
    func oneManifest() throws {
        let example = Example(
            name: "Shop", files: [.init(name: "main.swift", path: "Examples/Shop/main.swift", text: "print(1)\n")],
            settings: {
                var settings = ExampleSettings()
                settings.optimized = true
                return settings
            }())
        let local = ExamplesManifest(["Shop": example]).text
        let download = ExamplesPackage.manifest([example])
        #expect(local.contains(#"example("Shop", ["main.swift"], settings: [.unsafeFlags(["-O"])])"#))
        #expect(download.contains(#"sources: sources.map { "Examples/\(name)/\($0)" }"#))
        #expect(!download.contains("treatAllWarnings"))
    }

    @Test("every '// setting:' line the settings are read from is hidden from the listing, however many there are")
    func manySettingLinesHidden() {
        let features = [
            "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "DisableOutwardActorInference",
            "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures", "MemberImportVisibility",
            "ExistentialAny", "InternalImportsByDefault",
        ]
        let source =
            "// expect: compile-warning\n" + features.map { "// setting: upcoming-feature \($0)\n" }.joined()
            + "\nvar unused = 1\n"
        let shown = SnippetMap.programText(source)
        #expect(shown == "var unused = 1\n", "\(shown)")
        let declared = ExampleSettings.declared(in: source, path: "main.swift", features: nil)
        #expect(declared.settings.upcomingFeatures == features)
    }

    @Test("every program a page shows that builds is in its 'Run it yourself' list, whichever fence shows it")
    func runItYourselfListsEveryProgram() async throws {
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(
                title: "One",
                body: """

                    ```example Listed
                    ```

                    ```compare Compared
                    A debug build: []
                    An optimized build: [optimize]
                    ```

                    ```output Printed
                    ```

                    ```example Refused
                    ```

                    """),
            "Examples/Listed/main.swift": "print(\"listed\")\n",
            "Examples/Compared/main.swift": Self.reportsOptimization,
            "Examples/Printed/main.swift": "print(\"printed\")\n",
            "Examples/Refused/main.swift": "// expect: compile-error\nlet x: Int = \"text\"\n",
        ])
        let output = try await project.generator().build()
        #expect(output.chapterCount == 1)
        let page = try project.read("Site/one.html")
        let section = try #require(page.firstMatch(of: /id="run-it"(?s:.*?)<\/section>/)).output
        let runs = section.matches(of: /<code>swift run ([A-Za-z]+)<\/code>/).map { String($0.1) }
        #expect(runs == ["Listed", "Compared", "Printed"], "\(runs)")
    }
}
