/// Reads `Content/` and `Examples/`: every chapter with its front matter and fences, every
/// example, and `Content/site.yml`.
struct LoadStep: BuildStep {
    let name = "load"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        context.generator.progress.begin("Loading chapters and examples")
        context.loaded = try LoadedProject.load(context.project, memo: context.cache?.memory?.load)
        context.config = try SiteConfig.load(context.project)
    }
}
