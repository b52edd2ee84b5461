/// Compiles each example that must not compile (or must warn) on its own, or takes what the
/// compiler said from the cache when neither its sources nor the toolchain changed.
struct DiagnoseExamplesStep: BuildStep {
    let name = "diagnose"
    let loaded: LoadedProject

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [String: CompilerDiagnostics] {
        let compiled = loaded.examples.values.filter { $0.compileExpectation != nil }.sorted { $0.name < $1.name }
        var diagnostics: [String: CompilerDiagnostics] = [:]
        guard !compiled.isEmpty else { return diagnostics }
        let memo = context.memo
        var keys: [String: String] = [:]
        for example in compiled {
            let key = memo.key(.diagnostics, Inputs(sourceHash: loaded.sourceHashes[example.name] ?? ""))
            keys[example.name] = key
            diagnostics[example.name] = memo.value(.diagnostics, key: key)
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
            if let key = keys[name] { memo.store(said, .diagnostics, key: key) }
        }
        context.problems.report(contentsOf: problems)
        return diagnostics
    }

    /// What the compiler says about an example compiled on its own depends on: the example.
    struct Inputs: Encodable {
        var sourceHash: String
    }
}

extension MemoKind where Value == CompilerDiagnostics {
    /// What the compiler said about an example compiled on its own, by
    /// `DiagnoseExamplesStep.Inputs`; kept apart from the runs (`diagnostics/`), like the binaries
    /// SwiftPM keeps in `.build`, so `site-bench` can keep them when it clears the runs.
    static var diagnostics: MemoKind {
        MemoKind(
            name: "diagnostics",
            read: { store, _, key in
                store.read(RecordedRun.self, kind: "diagnostics", key: key).flatMap(CompilerDiagnostics.init(cached:))
            },
            write: { store, _, said, key in
                try? store.write(RecordedRun(said.cachedResult), kind: "diagnostics", key: key)
            },
            recorded: { captured, key in captured.diagnostics(key: key) })
    }
}
