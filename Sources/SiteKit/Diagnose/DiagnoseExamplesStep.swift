/// Compiles each example that must not compile (or must warn) on its own, or takes what the
/// compiler said from the cache when neither its sources nor the toolchain changed.
struct DiagnoseExamplesStep: BuildStep {
    let name = "diagnose"
    let loaded: LoadedProject
    let recalled: Recalled

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [String: CompilerDiagnostics] {
        let compiled = loaded.examples.values.filter { $0.compileExpectation != nil }.sorted { $0.name < $1.name }
        var diagnostics: [String: CompilerDiagnostics] = [:]
        guard !compiled.isEmpty else { return diagnostics }
        let cache = context.cache
        var keys: [String: String] = [:]
        if let cache {
            for example in compiled {
                let sourceHash = recalled.sourceHashes[example.name] ?? SiteCache.sourceHash(of: example)
                let key = Self.key(sourceHash: sourceHash, for: cache.scope)
                keys[example.name] = key
                diagnostics[example.name] =
                    cache.value(
                        .diagnostics, key: key, recorded: recalled.captured.diagnostics(sourceHash: sourceHash))
            }
        }
        let missing = compiled.filter { diagnostics[$0.name] == nil }
        if !missing.isEmpty {
            context.log("Compiling \(missing.count) examples that must not compile, for their diagnostics")
        }
        let generator = context.generator
        let (fresh, problems) = await ExampleDiagnoser(project: context.project, swift: generator.swift)
            .diagnose(missing)
        for (name, said) in fresh {
            diagnostics[name] = said
            if let cache, let key = keys[name] { cache.store(said, .diagnostics, key: key) }
        }
        context.problems.report(contentsOf: problems)
        return diagnostics
    }

    /// The key of what the compiler said about an example compiled on its own: its sources.
    static func key(sourceHash: String, for scope: KeyScope) -> String {
        var key = ContentKey(scope.prefix + "diagnostics")
        key.add(scope.parts + [sourceHash])
        return key.hex
    }
}
