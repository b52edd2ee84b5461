/// Compiles what `compare` and `emitted` fences ask for, each example under each variant's
/// settings, or takes it from the cache when neither the sources, the settings nor the
/// toolchain changed.
struct CompileVariantsStep: BuildStep {
    let name = "compile variants"
    let loaded: LoadedProject

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [VariantRequest: VariantResult] {
        let requests = loaded.variants
        var variants: [VariantRequest: VariantResult] = [:]
        guard !requests.isEmpty else { return variants }
        let memo = context.memo
        var keys: [VariantRequest: String] = [:]
        for request in requests {
            let key = memo.key(.variant, Inputs(request: request, sourceHash: loaded.sourceHashes[request.example]))
            keys[request] = key
            variants[request] = memo.value(.variant, key: key)
        }
        let missing = requests.filter { variants[$0] == nil }
        guard !missing.isEmpty else { return variants }
        context.log("Compiling \(missing.count) examples under the settings their chapters compare")
        let compiler = VariantCompiler(project: context.project, swift: context.generator.swift)
        let examples = loaded.examples
        let outcomes = await missing.concurrentMap { request in
            guard let example = examples[request.example] else {
                return Result<VariantResult, Problem>.failure(Problem(message: "no example '\(request.example)'"))
            }
            return await compiler.result(of: request, example: example)
        }
        for (request, outcome) in zip(missing, outcomes) {
            switch outcome {
            case .success(let result):
                variants[request] = result
                if let key = keys[request] { memo.store(result, .variant, key: key) }
            case .failure(let problem):
                for (chapter, line) in loaded.variantLines[request] ?? [] {
                    context.problems.report(
                        Diagnostic(file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
                }
            }
        }
        return variants
    }

    /// What an example compiled on its own under a variant's settings depends on: the
    /// example, the settings and what is done with the program.
    struct Inputs: Encodable {
        var request: VariantRequest
        var sourceHash: String?
    }
}

extension MemoKind where Value == VariantResult {
    /// What a `compare` or `emitted` fence's compilation gave, by `CompileVariantsStep.Inputs`.
    static var variant: MemoKind {
        MemoKind(
            name: "variants",
            read: { store, _, key in store.read(VariantResult.self, kind: "variants", key: key) },
            write: { store, _, result, key in try? store.write(result, kind: "variants", key: key) },
            recorded: { captured, key in captured.variant(key: key) },
            isWorthKeeping: { !["interrupted", "notStarted"].contains($0.run?.termination) })
    }
}
