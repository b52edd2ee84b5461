/// Chapters that show no program output and no compiler diagnostics need nothing from the
/// build or the runs, so when there is building or running to wait for they are rendered
/// meanwhile, on the cores `swift build` leaves idle. `RenderStep` collects them.
struct RenderEarlyStep: BuildStep {
    let name = "render early"
    let loaded: LoadedProject

    /// The rendering under way; `nil` when there is nothing to wait for.
    func run(_ context: inout BuildContext) async throws(BuildFailure) -> Task<[Int: ChapterBatch.Page], Never>? {
        let (loaded, memo) = (loaded, context.memo)
        let missing = RunExamplesStep.missing(loaded, memo: memo)
        let mustWait =
            context.generator.prebuiltExamples == nil
            && BuildExamplesStep.currentBinaries(loaded, missing: missing, memo: memo, project: context.project) == nil
        guard mustWait || !missing.isEmpty else { return nil }
        let independent = loaded.chapters.indices.filter { index in
            loaded.chapterUses[index].requests.isEmpty && loaded.chapterUses[index].variants.isEmpty
                && loaded.chapterUses[index].examples.allSatisfy { loaded.examples[$0]?.compileExpectation == nil }
        }
        let shared = PageKeys.sharedPageInputs(loaded)
        let keyList = independent.parallelMap { index in
            PageKeys.page(index, loaded: loaded, results: [:], shared: shared, memo: memo)
        }
        let keys = Dictionary(uniqueKeysWithValues: zip(independent, keyList))
        context.log("Rendering \(independent.count) chapters without program output while the examples build and run")
        let batch = ChapterBatch(
            generator: context.generator, memo: memo, loaded: loaded, evidence: Evidence(),
            provenance: Provenance(swiftVersion: memo.toolchain))
        return Task { await batch.render(independent, keys: keys, showProgress: false) }
    }
}
