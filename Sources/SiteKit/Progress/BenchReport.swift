import Foundation

/// What one build tells whoever measures it (`site build --report-file`, which `site-bench`
/// reads): its work report, each stage's time, and its own peak memory (the generator's,
/// without the `swift build` it starts).
package struct BenchReport: Codable, Sendable {
    package var stages: [String: Double]
    package var chaptersRendered: Int
    package var chaptersReused: Int
    package var runsExecuted: Int
    package var runsReused: Int
    package var compiled: Bool
    package var filesWritten: Int
    /// `getrusage(RUSAGE_SELF)`'s peak resident set size, in KiB.
    package var peakMemoryKiB: Int

    package init(_ report: WorkReport) {
        stages = Dictionary(report.stages.map { ($0.stage, $0.duration.seconds) }, uniquingKeysWith: +)
        chaptersRendered = report.chaptersRendered.count
        chaptersReused = report.chaptersReused
        runsExecuted = report.runsExecuted
        runsReused = report.runsReused
        compiled = report.compiled
        filesWritten = report.filesWritten.count
        peakMemoryKiB = SystemInfo.peakMemoryKiB()
    }

    package func write(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url)
    }

    package static func read(from url: URL) -> BenchReport? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(BenchReport.self, from: $0) }
    }
}
