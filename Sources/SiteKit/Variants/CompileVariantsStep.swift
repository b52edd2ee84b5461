/// Compiles what `compare` and `emitted` fences ask for, each example under each variant's
/// settings, or takes it from the cache when neither the sources, the settings nor the
/// toolchain changed.
struct CompileVariantsStep: BuildStep {
    let name = "compile variants"
    let loaded: LoadedProject
    let recalled: Recalled

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [VariantRequest: VariantResult] {
        let requests = loaded.variants
        var variants: [VariantRequest: VariantResult] = [:]
        guard !requests.isEmpty else { return variants }
        let cache = context.cache
        var keys: [VariantRequest: String] = [:]
        for request in requests {
            guard let cache else { break }
            let sourceHash = recalled.sourceHashes[request.example] ?? ""
            let key = Self.key(request, sourceHash: sourceHash, for: cache.scope)
            keys[request] = key
            // What the committed site recorded stands in for a result this cache never saw.
            variants[request] =
                cache.value(.variant, key: key, recorded: recalled.captured.variant(request, sourceHash: sourceHash))
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
                if let key = keys[request] { cache?.store(result, .variant, key: key) }
            case .failure(let problem):
                for (chapter, line) in loaded.variantLines[request] ?? [] {
                    context.problems.report(
                        Diagnostic(file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
                }
            }
        }
        return variants
    }

    /// The key of an example compiled on its own under a variant's settings: its sources, the
    /// settings and what is done with the program.
    static func key(_ request: VariantRequest, sourceHash: String, for scope: KeyScope) -> String {
        var key = ContentKey(scope.prefix + "variant")
        key.add(scope.parts + [sourceHash, request.example])
        key.add(request.settings.compilerFlags)
        switch request.purpose {
        case .run: key.add("run")
        case .emit(let functions, let declarationsOnly): key.add(["emit", "\(declarationsOnly)"] + functions)
        }
        return key.hex
    }
}
