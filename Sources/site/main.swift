import ArgumentParser
import Foundation
import SiteKit

/// The command line: a thin layer over `SiteKit`.
@main
struct Site: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build the Swift design patterns catalogue: compile and run every example, render every chapter.",
        discussion: """
            Run from the repository root (the folder with Package.swift, Content/ and \
            Examples/). 'site' with no subcommand builds the site into Site/; 'site check' \
            verifies that the committed Site/ is fresh and the examples are deterministic.
            """,
        subcommands: [Build.self, Check.self],
        defaultSubcommand: Build.self)
}

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (default: the current directory).")
    var root: String = FileManager.default.currentDirectoryPath

    @Flag(name: .long, help: "Print each stage as it runs.")
    var verbose = false

    func generator() throws -> SiteGenerator {
        let verbose = verbose
        return SiteGenerator(
            project: ProjectLayout(root: URL(fileURLWithPath: root)), theme: try Theme.bundled(),
            log: { line in if verbose { FileHandle.standardError.write(Data("\(line)\n".utf8)) } })
    }
}

extension Site {
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compile and run the examples, render the chapters and replace Site/ (the default).")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            let generator = try options.generator()
            do {
                let output = try await generator.build()
                print("Built \(output.chapters.count) chapters with \(output.requests.count) example runs into Site/.")
            } catch let failure as BuildFailure {
                FileHandle.standardError.write(Data("\(failure)\n".utf8))
                throw ExitCode.failure
            }
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify that Site/ is fresh, examples are deterministic and every link resolves; changes nothing.")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            let problems = await SiteChecker(generator: try options.generator()).check()
            guard problems.isEmpty else {
                FileHandle.standardError.write(Data("\(BuildFailure(problems))\n".utf8))
                throw ExitCode.failure
            }
            print("Site/ is fresh: every example compiles, runs the same twice, and every link resolves.")
        }
    }
}
