/// Chapters that show no program output and no compiler diagnostics need nothing from the
/// build or the runs, so when there is building or running to wait for they are rendered
/// meanwhile, on the cores `swift build` leaves idle. `RenderStep` collects them.
struct RenderEarlyStep: BuildStep {
    let name = "render early"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let mustWait = context.generator.prebuiltExamples == nil && context.currentBinaries == nil
        guard mustWait || !context.missing.isEmpty else { return }
        let (loaded, examples) = (context.loaded, context.examples)
        let independent = context.chapters.indices.filter { index in
            loaded.chapterUses[index].requests.isEmpty && loaded.chapterUses[index].variants.isEmpty
                && loaded.chapterUses[index].examples.allSatisfy { examples[$0]?.compileExpectation == nil }
        }
        let keys = Dictionary(
            uniqueKeysWithValues: independent.compactMap { index in
                context.pageKey(index, results: [:]).map { (index, $0) }
            })
        context.log("Rendering \(independent.count) chapters without program output while the examples build and run")
        let batch = ChapterBatch(
            generator: context.generator, loaded: loaded, results: [:], diagnostics: [:],
            provenance: Provenance(swiftVersion: context.captured.toolchain))
        context.earlyPages = Task { await batch.render(independent, keys: keys, showProgress: false) }
    }
}
