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

    /// The manifest of the examples' own package, under `Examples/`, without failing on
    /// warnings: a reader's newer compiler may warn where ours did not.
    static func manifest(_ examples: [Example]) -> String {
        let named = Dictionary(examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return ExamplesManifest(named, folder: "Examples/", warningsAreErrors: false).text
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
