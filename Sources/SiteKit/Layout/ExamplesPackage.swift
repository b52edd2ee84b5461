import Foundation

/// Every example the chapters show as a package of its own, offered on the site as one zip, so that a
/// reader can run the code without the repository or the generator: its `Package.swift` makes
/// each example that builds an executable (`swift run <Name>`), and the examples that must not
/// compile sit in a folder of their own with the command that shows what the compiler says.
/// It goes where `SiteConfig.examplesDownload` says, and unpacks into `SiteConfig.examplesFolder`.
enum ExamplesPackage {
    /// The archive of `examples`, the same bytes for the same examples, for the book `title`,
    /// unpacking into `folder`.
    static func archive(_ examples: [String: Example], title: String, folder: String) -> Data {
        let sorted = examples.values.sorted { $0.name < $1.name }
        let built = sorted.filter { $0.compileExpectation == nil }
        let refused = sorted.filter { $0.compileExpectation != nil }
        var zip = ZipArchive()
        zip.add("\(folder)/Package.swift", Data(manifest(sorted).utf8))
        zip.add(
            "\(folder)/README.md",
            Data(
                readme(title: title, first: built.first?.name, refused: refused.lazy.compactMap(refusedCommand).first)
                    .utf8))
        for example in built {
            for file in example.files {
                zip.add(
                    "\(folder)/Examples/\(example.name)/\(file.name)", Data(SnippetMap.withoutMarkers(file.text).utf8))
            }
            for (path, bytes) in example.resources.sorted(by: { $0.key < $1.key }) {
                zip.add("\(folder)/Examples/\(example.name)/\(path)", bytes)
            }
        }
        // Where the repository has them too, so that the examples page's `cd Examples/<Name> &&
        // swiftc …` works in both; the manifest leaves their folders out.
        for example in refused {
            for file in example.files {
                zip.add(
                    "\(folder)/Examples/\(example.name)/\(file.name)", Data(SnippetMap.withoutMarkers(file.text).utf8))
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

    /// For an example that must not compile, the command that shows what the compiler says, run
    /// from the package's folder (the repository's or the download's): its settings and its files.
    /// `nil` for one made of several modules, which are compiled one after another.
    static func refusedCommand(_ example: Example) -> String? {
        guard example.compileExpectation != nil, example.modules.isEmpty else { return nil }
        let flags = example.settings.compilerFlags.joined(separator: " ")
        return
            "cd Examples/\(example.name) && swiftc \(flags) \(example.mainModuleFiles.map { RunRequest.shellQuoted($0.name) }.joined(separator: " "))"
    }

    static func readme(title: String, first: String?, refused: String?) -> String {
        var text = """
            # The examples of \(title)

            Every program the book shows, as a Swift package of its own. You need Swift 6.2 or
            later: on Linux a toolchain from swift.org, on a Mac Xcode 26. In this folder, run one
            example by its name:

                swift run \(first ?? "<Name>")

            The first build compiles only the example you name. The chapter's output block shows
            what it printed when the site was built. A few examples use APIs new in macOS 26 and
            iOS 26; on an older system they say so instead.

            """
        if let refused {
            text += """

                Some programs under `Examples/` must not compile: the point is what the compiler says.
                They are not targets of the package; the examples page gives each one's command, for
                example:

                    \(refused)

                """
        }
        return text
    }
}
