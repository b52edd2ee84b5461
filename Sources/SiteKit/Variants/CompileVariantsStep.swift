/// Compiles what `compare` and `emitted` fences ask for, each example under each variant's
/// settings, or takes it from the cache when neither the sources, the settings nor the
/// toolchain changed.
struct CompileVariantsStep: BuildStep {
    let name = "compile variants"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let requests = context.loaded.variants
        guard !requests.isEmpty else { return }
        let cache = context.cache
        var keys: [VariantRequest: String] = [:]
        for request in requests {
            guard let cache else { break }
            let key = cache.variantKey(request, sourceHash: context.sourceHashes[request.example] ?? "")
            keys[request] = key
            // What the committed site recorded stands in for a result this cache never saw.
            context.variants[request] =
                cache.variant(forKey: key)
                ?? context.captured.variant(request, sourceHash: context.sourceHashes[request.example] ?? "")
        }
        let missing = requests.filter { context.variants[$0] == nil }
        guard !missing.isEmpty else { return }
        context.log("Compiling \(missing.count) examples under the settings their chapters compare")
        let compiler = VariantCompiler(project: context.project, swift: context.generator.swift)
        let examples = context.examples
        let outcomes = await missing.concurrentMap { request in
            guard let example = examples[request.example] else {
                return Result<VariantResult, Problem>.failure(Problem(message: "no example '\(request.example)'"))
            }
            return await compiler.result(of: request, example: example)
        }
        for (request, outcome) in zip(missing, outcomes) {
            switch outcome {
            case .success(let result):
                context.variants[request] = result
                if let key = keys[request] { cache?.store(result, variantKey: key) }
            case .failure(let problem):
                for (chapter, line) in context.loaded.variantLines[request] ?? [] {
                    context.problems.report(
                        Diagnostic(file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
                }
            }
        }
    }
}
