/// One stage of the pipeline: it reads what earlier steps put into the build's context and
/// adds what it makes. A step reports the problems it finds into `context.problems`, or
/// throws them; the pipeline stops after the first step that found errors.
///
/// Adding a stage to the build means writing one type that conforms to this and putting it
/// in `SiteGenerator`'s list of steps.
protocol BuildStep: Sendable {
    /// The step's name in `--verbose` timings and in `WorkReport.stages`.
    var name: String { get }

    func run(_ context: inout BuildContext) async throws(BuildFailure)
}

/// Runs steps in order over one context, timing each.
enum Pipeline {
    static func run(_ steps: [any BuildStep], _ context: inout BuildContext) async throws(BuildFailure) {
        var timer = StageTimer()
        defer { context.report.stages += timer.stages }
        for step in steps {
            do {
                try await step.run(&context)
                try context.problems.throwIfErrors()
            } catch {
                // Chapters rendered ahead of the build are of no use to a build that failed.
                context.earlyPages?.cancel()
                throw error
            }
            timer.lap(step.name)
            // The cache found that `Site/` already holds this build: nothing more to do.
            if context.siteIsCurrent { return }
        }
    }
}
