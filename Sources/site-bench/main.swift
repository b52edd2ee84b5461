import ArgumentParser
import Foundation
import SiteBench
import SiteKit

/// `site-bench`: measures the generator (the `site` executable built beside it) on a large
/// book, side by side with cmark and Hugo, or measures the live preview. A program of its own,
/// so that `swift run site` never compiles it.
@main
struct SiteBenchCommand: AsyncParsableCommand {
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
        commandName: "site-bench",
        abstract: "Measure builds of a synthetic book plus the catalogue, side by side with cmark and Hugo.",
        discussion: """
            Build the generator and this tool in release mode first (see docs/performance.md):
              swift build -c release --scratch-path .build-release
              .build-release/release/site-bench
            It measures the 'site' executable in its own folder. With --preview, it measures the \
            live preview instead: from a save to the reloaded page in headless Chromium, on a copy \
            of the project.
            """)

    @Option(name: .long, help: "The project whose Content/ and Examples/ join the synthetic chapters.")
    var root: String = FileManager.default.currentDirectoryPath

    @Option(name: .long, help: "How many synthetic chapters to generate.")
    var chapters = 2000

    @Option(
        name: .long,
        help: "The synthetic chapters' shape: standard, or long (three times the text, eleven Swift blocks).")
    var shape = "standard"

    @Flag(
        name: .long,
        help: "Leave the book's EPUB edition on (by default it says 'epub: false': Hugo makes none).")
    var withEpub = false

    @Option(name: .long, help: "How many times to measure each build; the table shows the median run.")
    var repetitions = 3

    @Option(
        name: .long,
        help: "Scratch folder for the book and the Hugo site (default: a folder under the temporary directory).")
    var workFolder: String?

    @Option(
        name: .long,
        help: "The 'site' executable to measure (default: the one built beside site-bench), e.g. an older generator.")
    var site: String?

    @Flag(name: .long, help: "Only build the book once and measure its search index.")
    var searchOnly = false

    @Flag(name: .long, help: "Measure the live preview: a save to the reloaded page, in headless Chromium.")
    var preview = false

    @Option(name: .long, help: "With --preview: the chapter (slug) whose page is open and edited.")
    var previewChapter = "observer"

    @Option(name: .long, help: "With --preview: the example, shown by that chapter, whose program is edited.")
    var previewExample = "ObserverWeak"

    @Option(name: .long, help: "With --preview: how many times a paragraph is added to the chapter.")
    var paragraphEdits = 9

    @Option(name: .long, help: "With --preview: how many times a line is added to the example.")
    var exampleEdits = 5

    func run() async throws {
        let work =
            workFolder.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("site-bench")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        if preview {
            var benchmark = PreviewBenchmark(
                source: ProjectLayout(root: URL(fileURLWithPath: root)), workFolder: work,
                log: { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) })
            benchmark.chapter = previewChapter
            benchmark.example = previewExample
            benchmark.paragraphEdits = paragraphEdits
            benchmark.exampleEdits = exampleEdits
            print(try await benchmark.run())
            return
        }
        let executable = try site ?? Self.siteExecutable()
        var benchmark = Benchmark(
            catalogue: ProjectLayout(root: URL(fileURLWithPath: root)), chapters: chapters, workFolder: work,
            siteExecutable: executable,
            log: { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) })
        guard let shape = SyntheticBook.Shape(rawValue: shape) else {
            throw ValidationError("--shape \(shape): say standard or long")
        }
        benchmark.shape = shape
        benchmark.withEbook = withEpub
        benchmark.repetitions = repetitions
        benchmark.searchOnly = searchOnly
        print(try await benchmark.run())
    }

    /// The `site` executable built beside this one: the program measured.
    static func siteExecutable() throws -> String {
        let own = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
        let site = own.deletingLastPathComponent().appendingPathComponent("site").path
        guard FileManager.default.isExecutableFile(atPath: site) else {
            throw ValidationError(
                "\(site) does not exist: build it beside site-bench with 'swift build -c release --scratch-path .build-release'"
            )
        }
        return site
    }
}
