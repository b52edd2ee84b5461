/// Compiles each example that must not compile (or must warn) on its own, or takes what the
/// compiler said from the cache when neither its sources nor the toolchain changed.
struct DiagnoseExamplesStep: BuildStep {
    let name = "diagnose"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let compiled = context.examples.values.filter { $0.compileExpectation != nil }.sorted { $0.name < $1.name }
        guard !compiled.isEmpty else { return }
        let cache = context.cache
        var keys: [String: String] = [:]
        if let cache {
            for example in compiled {
                let key = cache.diagnosticsKey(
                    sourceHash: context.sourceHashes[example.name] ?? SiteCache.sourceHash(of: example))
                keys[example.name] = key
                context.diagnostics[example.name] =
                    cache.diagnostics(forKey: key)
                    ?? context.captured.diagnostics(sourceHash: context.sourceHashes[example.name] ?? "")
            }
        }
        let missing = compiled.filter { context.diagnostics[$0.name] == nil }
        if !missing.isEmpty {
            context.log("Compiling \(missing.count) examples that must not compile, for their diagnostics")
        }
        let generator = context.generator
        let (fresh, problems) = await ExampleDiagnoser(project: context.project, swift: generator.swift)
            .diagnose(missing)
        for (name, said) in fresh {
            context.diagnostics[name] = said
            if let cache, let key = keys[name] { cache.store(said, diagnosticsKey: key) }
        }
        context.problems.report(contentsOf: problems)
    }
}
