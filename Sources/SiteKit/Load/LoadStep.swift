/// Reads `Content/` and `Examples/`: every chapter with its front matter and fences, every
/// example, and `Content/site.yml`.
struct LoadStep: BuildStep {
    let name = "load"

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> LoadedProject {
        context.generator.progress.begin("Loading chapters and examples")
        // With a cache, chapter files unchanged since the last build are not read again.
        let memo = context.cache?.loadMemo()
        var loaded = try LoadedProject.load(context.project, memo: memo)
        if let memo { context.cache?.storeChapters(of: memo, loaded: loaded.chapters) }
        loaded.config = try SiteConfig.load(context.project)
        return loaded
    }
}
