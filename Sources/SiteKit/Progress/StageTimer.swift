/// Measures each stage's wall time for the `--verbose` summary. Times go into the
/// `WorkReport`, never into a page.
struct StageTimer {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    private(set) var stages: [WorkReport.StageTime] = []

    init() { start = clock.now }

    /// Ends the running stage, naming it, and starts the next.
    mutating func lap(_ stage: String) {
        let now = clock.now
        stages.append(.init(stage: stage, duration: now - start))
        start = now
    }
}
