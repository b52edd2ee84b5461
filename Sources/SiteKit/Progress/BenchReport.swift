import Foundation

/// What one build tells whoever measures it (`site build --report-file`, which `site-bench`
/// reads): its work report, each stage's time, and its own peak memory (the generator's,
/// without the `swift build` it starts).
public struct BenchReport: Codable, Sendable {
    public var stages: [String: Double]
    public var chaptersRendered: Int
    public var chaptersReused: Int
    public var runsExecuted: Int
    public var runsReused: Int
    public var compiled: Bool
    public var filesWritten: Int
    /// `getrusage(RUSAGE_SELF)`'s peak resident set size, in KiB.
    public var peakMemoryKiB: Int

    public init(_ report: WorkReport) {
        stages = Dictionary(report.stages.map { ($0.stage, $0.duration.seconds) }, uniquingKeysWith: +)
        chaptersRendered = report.chaptersRendered.count
        chaptersReused = report.chaptersReused
        runsExecuted = report.runsExecuted
        runsReused = report.runsReused
        compiled = report.compiled
        filesWritten = report.filesWritten.count
        peakMemoryKiB = SystemInfo.peakMemoryKiB()
    }

    public func write(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url)
    }

    public static func read(from url: URL) -> BenchReport? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(BenchReport.self, from: $0) }
    }
}
