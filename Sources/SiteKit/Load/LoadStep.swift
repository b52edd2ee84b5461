/// Reads `Content/` and `Examples/`: every chapter with its front matter and fences, every
/// example, `Content/site.yml` and the introduction, `Content/index.md`.
struct LoadStep: BuildStep {
    let name = "load"
    /// The stamps of the inputs, taken before this build read anything: what the example
    /// folders are remembered under.
    var inputs: InputStamps

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> LoadedProject {
        context.generator.progress.begin("Loading chapters and examples")
        let (project, memo) = (context.project, context.memo)
        // The example folders are read while the chapters' stored state is: neither needs
        // the other. Folders unchanged since the last build are not read again either.
        let folders = memo.exampleFolderMemo()
        async let examples = ExampleCatalog(project: project).find(memo: folders, stamps: inputs.exampleFolders)
        // Chapter files unchanged since the last build are not read again.
        let chapters = memo.loadMemo()
        // The book's configuration comes first: it declares the categories chapters name.
        var config = try SiteConfig.load(project)
        // The introduction's problems are reported with the chapters', in one pass.
        let introduction = Swift.Result { () throws(BuildFailure) in try Introduction.load(project) }
        config.introduction = try? introduction.get()
        var loaded: LoadedProject
        do {
            loaded = try LoadedProject.load(
                project, config: config, memo: chapters, examples: await examples, drafts: context.generator.drafts)
        } catch {
            if case .failure(let failure) = introduction { throw BuildFailure(failure.diagnostics + error.diagnostics) }
            throw error
        }
        memo.storeChapters(of: chapters, loaded: loaded.chapters)
        memo.storeExampleFolders(of: folders, loaded: loaded.examples)
        loaded.sourceHashes = loaded.examples.mapValues(\.sourceHash)
        context.report.warnings += loaded.draftsLeftOut.map {
            $0.description.replacingOccurrences(of: ": error: ", with: ": warning: ")
        }
        _ = try introduction.get()
        return loaded
    }
}
