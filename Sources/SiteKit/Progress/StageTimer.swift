import Foundation

/// Measures each stage's wall time, and the processor time the generator spent in it (on
/// every core together), for the `--verbose` summary: processor time well under twice the
/// wall time on two cores shows a stage leaving a core idle. Times go into the
/// `WorkReport`, never into a page.
struct StageTimer {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    private var startCPU: Duration
    private(set) var stages: [WorkReport.StageTime] = []

    init() {
        start = clock.now
        startCPU = Self.processorTime()
    }

    /// Ends the running stage, naming it, and starts the next.
    mutating func lap(_ stage: String) {
        let (now, cpu) = (clock.now, Self.processorTime())
        stages.append(.init(stage: stage, duration: now - start, processorTime: cpu - startCPU))
        (start, startCPU) = (now, cpu)
    }

    /// User and system time of this process so far (not of the programs it starts).
    static func processorTime() -> Duration {
        let usage = SystemInfo.ownUsage()
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}
