import Foundation

/// Every example the chapters show as a package of its own, offered on the site as one zip, so that a
/// reader can run the code without the repository or the generator: its `Package.swift` makes
/// each example that builds an executable (`swift run <Name>`), and the examples that must not
/// compile sit in a folder of their own with the command that shows what the compiler says.
enum ExamplesPackage {
    /// Where the archive goes in the site; the templates link it by this path.
    static let path = "downloads/swift-design-patterns-examples.zip"
    /// The folder the archive unpacks into.
    static let folder = "swift-design-patterns-examples"

    /// The archive of `examples`, the same bytes for the same examples.
    static func archive(_ examples: [String: Example]) -> Data {
        let sorted = examples.values.sorted { $0.name < $1.name }
        let built = sorted.filter { $0.compileExpectation == nil }
        let refused = sorted.filter { $0.compileExpectation != nil }
        var zip = ZipArchive()
        zip.add("\(folder)/Package.swift", Data(manifest(built).utf8))
        zip.add("\(folder)/README.md", Data(readme(first: built.first?.name, refused: refused.first?.name).utf8))
        for example in built {
            for file in example.files {
                zip.add("\(folder)/Examples/\(example.name)/\(file.name)", Data(file.text.utf8))
            }
            for (path, bytes) in example.resources.sorted(by: { $0.key < $1.key }) {
                zip.add("\(folder)/Examples/\(example.name)/\(path)", bytes)
            }
        }
        for example in refused {
            for file in example.files {
                zip.add("\(folder)/CompilerShows/\(example.name)/\(file.name)", Data(file.text.utf8))
            }
        }
        return zip.bytes
    }

    /// A manifest with one executable target per example, each with the settings it declares
    /// (Swift 6 language mode and nonisolated by default, as a new package, when it declares none).
    static func manifest(_ examples: [Example]) -> String {
        let declared = examples.filter { $0.settings != ExampleSettings() }
        return """
            // swift-tools-version: 6.2
            // The examples of Swift Design Patterns, each a command-line program: `swift run <Name>`.
            // Each is built with the settings its page names under its output.
            import PackageDescription

            let names = [
            \(examples.filter { $0.modules.isEmpty && $0.resourcesDigest == nil }.map { "    \"\($0.name)\"," }.joined(separator: "\n"))
            ]

            // Examples made of several modules, and those with resources, are spelled out below.
            let settings: [String: [SwiftSetting]] = [
            \(declared.isEmpty ? "    :" : declared.map { "    \"\($0.name)\": [\($0.settings.packageSettings.joined(separator: ", "))]," }.joined(separator: "\n"))
            ]

            let package = Package(
                name: "SwiftDesignPatternsExamples",
                platforms: [.macOS(.v15)],
                targets: names.map {
                    .executableTarget(name: $0, path: "Examples/\\($0)", swiftSettings: settings[$0] ?? [])
                }\(examples.filter { !$0.modules.isEmpty || $0.resourcesDigest != nil }.isEmpty ? "" : " + [\n" + examples.filter { !$0.modules.isEmpty || $0.resourcesDigest != nil }.map(Self.targets).joined() + "    ]")
            )

            """
    }

    /// The targets of an example made of several modules or with resources: its modules
    /// are libraries it depends on, each in its subfolder; its resources are bundled.
    static func targets(_ example: Example) -> String {
        let settings = "[" + example.settings.packageSettings.joined(separator: ", ") + "]"
        var text = ""
        let exclude = example.modules.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let dependencies = Set(
            example.mainModuleFiles.flatMap { ExampleModule.imports(in: $0.text).map(\.module) }
        ).intersection(example.modules.map(\.name)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let resources = example.resourcesDigest == nil ? "" : ", resources: [.process(\"Resources\")]"
        text +=
            "        .executableTarget(name: \"\(example.name)\", dependencies: [\(dependencies)], path: \"Examples/\(example.name)\", exclude: [\(exclude)]\(resources), swiftSettings: \(settings)),\n"
        for module in example.modules {
            let imports = module.imports.map { "\"\($0)\"" }.joined(separator: ", ")
            text +=
                "        .target(name: \"\(module.name)\", dependencies: [\(imports)], path: \"Examples/\(example.name)/\(module.name)\", swiftSettings: \(settings)),\n"
        }
        return text
    }

    static func readme(first: String?, refused: String?) -> String {
        var text = """
            # The examples of Swift Design Patterns

            Every program the catalogue shows, as a Swift package of its own. You need Swift 6.2 or
            later: on Linux a toolchain from swift.org, on a Mac Xcode 26. In this folder, run one
            example by its name:

                swift run \(first ?? "<Name>")

            The first build compiles only the example you name. The chapter's output block shows
            what it printed when the site was built. A few examples use APIs new in macOS 26 and
            iOS 26; on an older system they say so instead.

            """
        if let refused {
            text += """

                The programs under `CompilerShows/` must not compile: the point is what the compiler
                says. See it with, for example:

                    swiftc -swift-version 6 CompilerShows/\(refused)/*.swift

                """
        }
        return text
    }
}
