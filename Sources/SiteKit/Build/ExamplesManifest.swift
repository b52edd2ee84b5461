import Foundation

/// The `Package.swift` of the examples, written from the catalogue: one executable target per
/// example that builds, with exactly the files, modules, resources and settings the generator
/// read, hashes and shows. The same text (under another folder) is the manifest of the
/// downloadable package, so what an example is has one definition: `ExampleCatalog`'s.
///
/// SwiftPM caches a manifest's evaluation under its text; since the text names every example and
/// file, adding, removing or renaming one changes it, and `swift run <Name>` sees the change.
struct ExamplesManifest: Sendable {
    /// The examples that build (those that must not compile are compiled on their own).
    let examples: [Example]
    /// Every example folder, those compiled on their own too: each target excludes the others.
    let folders: [String]
    /// The folder holding the example folders, relative to the manifest ("" in `Examples/`).
    var folder = ""
    /// Whether a warning fails the build, as it does for the catalogue's own examples.
    var warningsAreErrors = true

    init(_ examples: [String: Example], folder: String = "", warningsAreErrors: Bool = true) {
        self.examples = examples.values.filter { $0.compileExpectation == nil }.sorted { $0.name < $1.name }
        self.folders = examples.keys.sorted()
        self.folder = folder
        self.warningsAreErrors = warningsAreErrors
    }

    /// The manifest's text, the same bytes for the same examples.
    ///
    /// Every target's path is the examples' folder itself, with its files listed and every
    /// other folder excluded, rather than its own folder: a stale evaluation (a folder renamed
    /// since the last build) then warns about a missing source instead of failing on a missing
    /// path, and `swift run` of any other example still works.
    var text: String {
        """
        // swift-tools-version: 6.2
        // Written by `swift run site` from the example folders: every folder with a `main.swift` is an
        // executable target built from exactly its listed files, with the `// setting:` lines at the top
        // of its `main.swift` (docs/authoring.md). Do not edit: the next build writes it again, and
        // `swift run site check` fails while it is out of date. Examples whose `main.swift` says
        // `// expect: compile-error` or `compile-warning` are not targets: the generator compiles them alone.
        import PackageDescription

        let folders = [
        \(folders.map { "    " + Self.quoted($0) + "," }.joined(separator: "\n"))
        ]

        /// One example's targets: the program, and a library target per module subfolder.
        func example(
            _ name: String, _ sources: [String], imports: [String] = [], resources: Bool = false,
            modules: [(name: String, sources: [String], imports: [String])] = [], settings: [SwiftSetting] = []
        ) -> [Target] {
            let swiftSettings: [SwiftSetting] = \(warningsAreErrors ? "[.treatAllWarnings(as: .error)] + settings" : "settings")
            let others = ["Package.swift"] + folders.filter { $0 != name }.map { "\(folder)\\($0)" }
            let own = sources + modules.map(\\.name) + (resources ? ["Resources"] : [])
            let program: Target = .executableTarget(
                name: name, dependencies: imports.map { .target(name: $0) }, path: ".",
                exclude: others + modules.map { "\(folder)\\(name)/\\($0.name)" },
                sources: sources.map { "\(folder)\\(name)/\\($0)" },
                resources: resources ? [.process("\(folder)\\(name)/Resources")] : nil, swiftSettings: swiftSettings)
            return [program]
                + modules.map { module in
                    .target(
                        name: module.name, dependencies: module.imports.map { .target(name: $0) }, path: ".",
                        exclude: others + own.filter { $0 != module.name }.map { "\(folder)\\(name)/\\($0)" },
                        sources: module.sources.map { "\(folder)\\(name)/\\(module.name)/\\($0)" },
                        swiftSettings: swiftSettings)
                }
        }

        let examples: [[Target]] = [
        \(examples.map(Self.entry).joined(separator: "\n"))
        ]

        let package = Package(
            name: "Examples",
            platforms: [.macOS(.v15)],
            targets: examples.flatMap { $0 }
        )

        """
    }

    /// One example's line: `example("Name", ["main.swift"], settings: [...]),`.
    static func entry(_ example: Example) -> String {
        var arguments = [quoted(example.name), list(example.mainModuleFiles.map(\.name))]
        let moduleNames = Set(example.modules.map(\.name))
        // Only an example with modules of its own can import one (and reading every file of
        // every example for imports would cost each build more than the rest of the manifest).
        let imports =
            moduleNames.isEmpty
            ? []
            : Set(example.mainModuleFiles.flatMap { ExampleModule.imports(in: $0.text).map(\.module) })
                .intersection(moduleNames).sorted()
        if !imports.isEmpty { arguments.append("imports: " + list(imports)) }
        if example.resourcesDigest != nil { arguments.append("resources: true") }
        if !example.modules.isEmpty {
            let modules = example.modules.map { module in
                let prefix = module.name + "/"
                let sources = module.files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
                return "(\(quoted(module.name)), \(list(sources)), \(list(module.imports)))"
            }
            arguments.append("modules: [" + modules.joined(separator: ", ") + "]")
        }
        let settings = example.settings.packageSettings
        if !settings.isEmpty { arguments.append("settings: [" + settings.joined(separator: ", ") + "]") }
        return "    example(" + arguments.joined(separator: ", ") + "),"
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
}

/// Keeps `Examples/Package.swift` what `ExamplesManifest` makes of the loaded examples.
struct ExamplesManifestFile {
    let project: ProjectLayout

    var url: URL { project.examples.appendingPathComponent("Package.swift") }
    static let path = "Examples/Package.swift"

    /// Writes the manifest when its text is not `expected`'s (a build that writes `Site/`).
    func refresh(_ expected: ExamplesManifest) throws(BuildFailure) {
        let text = expected.text
        guard (try? Data(contentsOf: url)) != Data(text.utf8) else { return }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw BuildFailure([
                Diagnostic(
                    file: Self.path, message: "cannot write the examples' manifest: \(FileWriter.reason(error))",
                    hint: "make Examples/ and Examples/Package.swift writable")
            ])
        }
    }

    /// A located problem when the manifest on disk is not `expected`'s text, for `site check`.
    func drift(_ expected: ExamplesManifest) -> Diagnostic? {
        let written = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        let text = expected.text
        guard let written else {
            return Diagnostic(
                file: Self.path, message: "the examples' manifest is missing",
                hint: "run 'swift run site', which writes it, and commit Examples/Package.swift")
        }
        guard written != text else { return nil }
        let old = written.split(separator: "\n", omittingEmptySubsequences: false)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            (zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)) + 1
        return Diagnostic(
            file: Self.path, line: line, column: 1,
            message: "the examples' manifest is not what the build writes from the example folders",
            hint:
                "run 'swift run site', which writes it again, and commit Examples/Package.swift (it is generated: settings go in '// setting:' lines)"
        )
    }
}
