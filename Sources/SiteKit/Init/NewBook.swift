import Foundation

/// `site init PATH`: a new book that builds as it is, with one chapter showing one example's
/// code and output, its own `Content/site.yml`, an examples package, a `.gitignore` and a short
/// README for its author. Writes into an empty or new folder only, and nothing at all when it
/// cannot.
package struct NewBook: Sendable {
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// The book's title, from its folder's name: `my-swift-course` → "My swift course".
    var title: String {
        let words = folder.lastPathComponent.replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The stem of the downloads' file names: the folder's name, lowercase, hyphens between words.
    var downloads: String {
        let cleaned = folder.lastPathComponent.lowercased().map {
            $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-"
        }
        let collapsed = String(cleaned).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "book" : collapsed
    }

    /// Every file of the new book, by path in its folder.
    var files: [String: String] {
        var files = [
            "Content/site.yml": """
            # What the book says about itself: docs/authoring.md ("Start your own book") lists every field.
            title: \(title)
            subtitle: every example compiled and run
            description: A book whose every listing is a program that was compiled and run, and whose every output block is what it printed.
            language: en
            downloads: \(downloads)
            categories: [Basics]

            """,
            "Content/index.md": """
            Welcome. Each chapter shows real programs: their code, and what they printed when this
            book was built. Nothing on these pages is typed by hand.

            Start with [the first chapter](first-steps.md).

            """,
            "Content/first-steps.md": """
            ---
            title: First steps
            intent: Show a program's code and what it printed, side by side, from one folder of Examples/.
            category: Basics
            order: 1
            related: []
            glance:
              what: A chapter, a Markdown file with front matter, that shows an example program.
              benefits: The code and its output come from the same build, so they cannot disagree.
              use-when: Any claim about what code does can be shown by running it.
              avoid-when: The code needs a platform this machine does not have; mark it as not compiled.
              right-when: The build prints no error and the page shows the program's own output.
              pitfalls: Output that changes from run to run; the check runs every example twice.
            ---

            ## The program

            This is `Examples/Greeting/main.swift`, shown by an `example` fence:

            ```example Greeting
            ```

            ## What it printed

            An `output` fence shows what the program printed when the book was built:

            ```output Greeting
            ```

            """,
            "Examples/Greeting/main.swift": """
            // A first example: every folder of Examples/ with a main.swift is a program.
            let names = ["Ada", "Grace", "Linus"]
            for name in names.sorted() {
                print("Hello, \\(name)!")
            }

            """,
            ".gitignore": """
            .build/
            Package.resolved

            """,
            "README.md": """
            # \(title)

            A book whose chapters are in `Content/` and whose example programs are in `Examples/`,
            built by the `site` generator: every listing is compiled, and every output block is what
            the program printed.

            ```sh
            site                 # build the book into Site/ (open Site/index.html)
            site serve           # preview at http://127.0.0.1:8000/, rebuilt on every save
            site check           # verify Site/ is fresh and every example prints the same twice
            cd Examples && swift run Greeting    # run one example
            ```

            Commit `Content/`, `Examples/` and `Site/` (with the EPUB edition and the examples' zip in
            `Site/downloads/`, which every build writes). A new chapter is a Markdown file in `Content/`;
            a new example is a folder in `Examples/` with a `main.swift`. The generator's
            docs/authoring.md says how to write both.

            """,
        ]
        let greeting = Example(
            name: "Greeting",
            files: [
                .init(
                    name: "main.swift", path: "Examples/Greeting/main.swift",
                    text: files["Examples/Greeting/main.swift"]!)
            ])
        files["Examples/Package.swift"] = ExamplesManifest(["Greeting": greeting]).text
        return files
    }

    /// Writes the book, or throws without writing anything when `folder` holds anything already.
    package func create() throws(BuildFailure) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw BuildFailure([
                    Diagnostic(
                        file: folder.path, message: "\(folder.path) is a file, not a folder",
                        hint: "name a new folder, or an empty one, for the book")
                ])
            }
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty else {
                throw BuildFailure([
                    Diagnostic(
                        file: folder.path,
                        message:
                            "\(folder.path) is not empty (it holds \(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : ""))",
                        hint: "name a new folder, or an empty one: init never writes over anything")
                ])
            }
        }
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw BuildFailure([
                Diagnostic(
                    file: folder.path, message: "cannot write the new book: \(FileWriter.reason(error))",
                    hint: "choose a folder you can write to")
            ])
        }
    }
}
