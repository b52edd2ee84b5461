/// Reads `Content/` and `Examples/`: every chapter with its front matter and fences, every
/// example, and `Content/site.yml`; a build that writes first clears what a killed build left.
struct LoadStep: BuildStep {
    let name = "load"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        // What a build that was killed left behind goes first, even if this one finds nothing
        // to do.
        if context.forWriting {
            ScratchFolders.removeAbandoned(in: context.project.scratch, site: context.project.site)
        }
        context.generator.progress.begin("Loading chapters and examples")
        // With a cache, chapter files unchanged since the last build are not read again.
        let memo = context.cache?.loadMemo()
        context.loaded = try LoadedProject.load(context.project, memo: memo)
        if let memo { context.cache?.storeChapters(of: memo, loaded: context.loaded.chapters) }
        context.config = try SiteConfig.load(context.project)
    }
}
