import Foundation

/// What a build did and what it reused, stage by stage: how tests prove that an edit rebuilt
/// only what depends on it, and what `--verbose` prints. Nothing here reaches `Site/`.
package struct WorkReport: Sendable, Equatable {
    /// Whether `swift build` ran.
    package var compiled = false
    /// The examples a live preview compiled on their own instead (see `ChangedExampleCompiler`).
    package var compiledAlone: [String] = []
    /// Examples whose sources changed since the last build the cache remembers (all of them
    /// when it remembers none), sorted.
    package var changedExamples: [String] = []
    /// Example runs executed, and runs whose result came from the cache.
    package var runsExecuted = 0
    package var runsReused = 0
    /// Slugs of the chapters rendered, in catalogue order, and how many came from the cache.
    package var chaptersRendered: [String] = []
    package var chaptersReused = 0
    /// Whether the pages were laid out; not when nothing they depend on changed.
    package var laidOut = false
    /// Chapter pages laid out (the others were kept as they were in `Site/`).
    package var pagesLaidOut: [String] = []
    /// The EPUB edition's chapter documents made (the others came from the cache); `nil` when
    /// the book in `Site/` was kept as it was, or no book was made.
    package var ebookDocumentsMade: Int?
    /// Files of `Site/` written (sorted); the others were left as they were.
    package var filesWritten: [String] = []
    /// Wall time of each stage, in order.
    package var stages: [StageTime] = []
    /// What went wrong without failing the build, each a line for the terminal.
    package var warnings: [String] = []

    package init() {}

    /// One stage's wall time, and the processor time the generator spent in it.
    package struct StageTime: Sendable, Equatable {
        package var stage: String
        package var duration: Duration
        package var processorTime: Duration = .zero
    }

    /// A table for `--verbose`: each stage with its time and what it did.
    package var summary: String {
        var lines = stages.map { stage in
            "  \(stage.stage.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%8.3f", stage.duration.seconds)) s"
                + "  (processor \(String(format: "%.3f", stage.processorTime.seconds)) s)"
        }
        lines.append(
            "  build: \(compiled ? "swift build ran (\(changedExamples.count) examples changed)" : compiledAlone.isEmpty ? "skipped, examples unchanged" : "compiled alone: \(compiledAlone.joined(separator: ", "))")"
                + "; runs: \(runsExecuted) executed, \(runsReused) reused"
                + "; chapters: \(chaptersRendered.count) rendered, \(chaptersReused) reused"
                + "; pages laid out: \(pagesLaidOut.count)"
                + "; EPUB: \(ebookDocumentsMade.map { "\($0) chapters converted" } ?? "kept")"
                + "; files written: \(filesWritten.count)")
        return lines.joined(separator: "\n")
    }
}
