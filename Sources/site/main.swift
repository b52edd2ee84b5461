import ArgumentParser
import Foundation
import SiteKit

/// The command line: a thin layer over `SiteKit`.
@main
struct Site: AsyncParsableCommand {
    static func main() async {
        ProcessControl.stopCleanlyOnSignals()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            ProcessControl.waitIfStopping()
        } catch {
            ProcessControl.waitIfStopping()
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build a book of Swift chapters whose every example is compiled and run: render every chapter.",
        discussion: """
            Run inside a book (the folder with Content/ and Examples/), or name it with --root. \
            'site' with no subcommand builds the site into Site/; 'site check' verifies that the \
            committed Site/ is fresh and the examples are deterministic; 'site init PATH' starts \
            a new book.
            """,
        subcommands: [Build.self, Check.self, Serve.self, Epub.self, Init.self],
        defaultSubcommand: Build.self)
}

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (default: the package around the current directory).")
    var root: String = ProjectLayout.enclosingProject(of: FileManager.default.currentDirectoryPath)

    @Flag(name: .long, help: "Print each stage as it runs, and a timing summary per stage at the end.")
    var verbose = false

    /// A generator that shows progress in place on a terminal; in a log it stays quiet, or
    /// prints one line per stage with `--verbose`.
    func generator() throws -> SiteGenerator {
        let lines = verbose && !ProgressDisplay.standardErrorIsTerminal
        var generator = SiteGenerator(
            project: ProjectLayout(root: URL(fileURLWithPath: root)),
            theme: try Theme.forBook(at: URL(fileURLWithPath: root)),
            log: { line in if lines { try? FileHandle.standardError.write(contentsOf: Data("\(line)\n".utf8)) } })
        generator.progress = ProgressDisplay.forStandardError()
        let leftovers = ProcessControl.stopProcessesOfEndedBuilds()
        if !leftovers.isEmpty {
            let ids = leftovers.map(String.init).joined(separator: ", ")
            try? FileHandle.standardError.write(
                contentsOf: Data(
                    "note: stopped \(leftovers.count) processes left running by a build that was killed (\(ids))\n".utf8
                ))
        }
        return generator
    }
}

extension Site {
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compile and run the examples, render the chapters and replace Site/ (the default).")

        @OptionGroup var options: CommonOptions

        @Flag(name: .long, help: "Ignore .build/site-cache/: compile, run and render everything.")
        var noCache = false

        @Option(
            name: .long,
            help: ArgumentHelp("Write what the build did, with timings, as JSON to this file.", visibility: .hidden))
        var reportFile: String?

        func run() async throws {
            try await Self.buildSite(options, noCache: noCache, reportFile: reportFile)
        }

        /// Builds the site (with the EPUB edition in it), prints what was done, and returns the
        /// generator that built it.
        @discardableResult
        static func buildSite(_ options: CommonOptions, noCache: Bool, reportFile: String?) async throws
            -> SiteGenerator
        {
            var generator = try options.generator()
            if !noCache { generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift) }
            do {
                let output = try await generator.build()
                let report = output.report
                for warning in report.warnings {
                    try? FileHandle.standardError.write(contentsOf: Data("\(warning)\n".utf8))
                }
                if options.verbose {
                    try? FileHandle.standardError.write(contentsOf: Data("Timing:\n\(report.summary)\n".utf8))
                }
                if let reportFile { try BenchReport(report).write(to: URL(fileURLWithPath: reportFile)) }
                if output.siteIsCurrent {
                    print("Site/ is up to date: \(output.chapterCount) chapters, nothing changed.")
                } else {
                    print(
                        "Built \(output.chapterCount) chapters (\(report.chaptersRendered.count) rendered) with "
                            + "\(output.runCount) example runs (\(report.runsExecuted) run) into Site/ "
                            + "(\(report.filesWritten.count) files written).")
                }
                return generator
            } catch let failure as BuildFailure {
                // A build failing because a signal stopped its runs has nothing to say.
                ProcessControl.waitIfStopping()
                try? FileHandle.standardError.write(contentsOf: Data("\(failure)\n".utf8))
                throw ExitCode.failure
            }
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify that Site/ is fresh, examples are deterministic and every link resolves; changes nothing."
        )

        @OptionGroup var options: CommonOptions

        func run() async throws {
            // No cache, on purpose: check compiles and runs every example, twice, for real.
            let problems = await SiteChecker(generator: try options.generator()).check()
            guard problems.isEmpty else {
                ProcessControl.waitIfStopping()
                try? FileHandle.standardError.write(contentsOf: Data("\(BuildFailure(problems))\n".utf8))
                throw ExitCode.failure
            }
            print("Site/ is fresh: every example compiles, runs the same twice, and every link resolves.")
        }
    }
}

extension Site {
    struct Epub: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the site, and say where its EPUB 3 edition is (Site/downloads/).",
            discussion: """
                Every build writes the EPUB edition into Site/downloads/, beside the examples' zip, \
                and it is committed with the rest of Site/: this is 'site' with a line about the \
                book, kept for scripts written when the book was made apart.
                """)

        @OptionGroup var options: CommonOptions

        @Flag(name: .long, help: "Ignore .build/site-cache/: compile, run, render and convert everything.")
        var noCache = false

        func run() async throws {
            let generator = try await Build.buildSite(options, noCache: noCache, reportFile: nil)
            let config = try SiteConfig.load(generator.project)
            guard config.ebook else {
                let reason = "\(SiteConfig.path) says 'epub: false', so this book has no EPUB edition"
                FileHandle.standardError.write(Data("\(reason): remove that line to make one.\n".utf8))
                throw ExitCode.failure
            }
            let book = generator.project.site.appendingPathComponent(config.ebookDownload)
            let size = (try? FileManager.default.attributesOfItem(atPath: book.path)[.size] as? Int) ?? 0
            print("The EPUB edition: \(generator.project.relativePath(book)), \(size) bytes.")
        }
    }
}

extension Site {
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build, serve Site/ on this machine, and rebuild and reload the open pages on every save.",
            discussion: """
                Watches Content/, Examples/ and the theme. A saved chapter reloads its open page; a \
                saved example is compiled and run again, and the pages that show it reload. Errors \
                show over the page until they are fixed. Ctrl-C stops the server and every example.
                """)

        @OptionGroup var options: CommonOptions

        @Option(name: .long, help: "The address to listen on (127.0.0.1: only this machine).")
        var host = "127.0.0.1"

        @Option(name: .long, help: "The port to listen on (0: any free port).")
        var port: UInt16 = 8000

        func run() async throws {
            var generator = try options.generator()
            generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift)
            let preview = SitePreview(generator: generator, host: host, port: port)
            do {
                try await preview.run { event in
                    // Written at once, unbuffered: a log or a test reads the address as it comes.
                    // A closed pipe (`site serve | head -1`) is no reason to stop serving.
                    func say(_ text: String, to handle: FileHandle = .standardOutput) {
                        try? handle.write(contentsOf: Data("\(text)\n".utf8))
                    }
                    switch event {
                    case .serving(let url):
                        say("Serving Site/ at \(url) (watching Content/, Examples/ and the theme; Ctrl-C stops)")
                    case .built(let files, let report):
                        var line = files.isEmpty ? "Built: nothing changed." : "Built: \(files.joined(separator: ", "))"
                        if options.verbose { line += "\nTiming:\n" + report.summary }
                        say(line)
                    case .failed(let errors):
                        say(errors, to: .standardError)
                    case .trouble(let problem):
                        say("warning: \(problem)", to: .standardError)
                    }
                }
            } catch let error as PreviewError {
                try? FileHandle.standardError.write(contentsOf: Data("\(error)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}

extension Site {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a new book in PATH: one chapter, one example, its site.yml, ready to build.",
            discussion: """
                PATH must be a new or empty folder: init writes over nothing. Then, in PATH, \
                'site' builds the book and 'site serve' previews it.
                """)

        @Argument(help: "The new book's folder.")
        var path: String

        func run() throws {
            let folder = URL(fileURLWithPath: path).standardizedFileURL
            do {
                try NewBook(folder: folder).create()
            } catch {
                try? FileHandle.standardError.write(contentsOf: Data("\(error)\n".utf8))
                throw ExitCode.failure
            }
            print("A new book in \(path): build it with 'site --root \(path)' (or 'site' inside it).")
        }
    }
}
