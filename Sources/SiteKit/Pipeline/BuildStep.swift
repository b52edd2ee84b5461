/// One stage of the pipeline: it is made with the values earlier steps returned, and returns
/// what it makes. A step reports the problems it finds into `context.problems`, or throws
/// them; the pipeline stops after the first step that found errors.
///
/// Adding a stage to the build means writing one type that conforms to this and calling it,
/// with what it needs, in `SiteGenerator`'s list of steps.
protocol BuildStep: Sendable {
    associatedtype Output: Sendable

    /// The step's name in `--verbose` timings and in `WorkReport.stages`.
    var name: String { get }

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> Output
}

/// Runs steps one after another over one context, timing each and stopping after the first
/// step that found errors.
struct Pipeline {
    var context: BuildContext
    private var timer = StageTimer()

    init(_ context: BuildContext) {
        self.context = context
    }

    /// Runs `step`, records its time and returns what it made.
    mutating func run<Step: BuildStep>(_ step: Step) async throws(BuildFailure) -> Step.Output {
        let output = try await step.run(&context)
        try context.problems.throwIfErrors()
        lap(step.name)
        return output
    }

    /// Ends a stage done outside a step (the check that `Site/` is current), naming it.
    mutating func lap(_ stage: String) {
        timer.lap(stage)
        context.report.stages = timer.stages
    }
}
