import Foundation

/// Keeps `Package.swift`'s example line current and compiles the examples with one
/// `swift build`, unless their binaries are already current (or `swift test` built them).
struct BuildExamplesStep: BuildStep {
    let name = "build"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (generator, examples) = (context.generator, context.examples)
        if context.forWriting {
            try ManifestStamp(project: context.project).refresh(targets: SiteGenerator.targets(examples))
        }
        if let prebuilt = generator.prebuiltExamples ?? context.currentBinaries {
            context.binaryDirectory = prebuilt
            return
        }
        let last = context.cache?.lastBuild()
        let key = RecallStep.buildKey(context)
        context.log("Building \(examples.count) examples")
        generator.progress.begin("Building examples")
        let binaries = try await ExampleBuilder(project: context.project, swift: generator.swift).build(
            SiteGenerator.targets(examples), usedBy: context.loaded.usages)
        context.binaryDirectory = binaries
        context.report.compiled = true
        context.report.changedExamples = examples.keys.filter { name in
            last?.examples[name] != context.sourceHashes[name] || last == nil
        }.sorted()
        if let cache = context.cache, let key {
            cache.recordBuild(.init(key: key, examples: context.sourceHashes, binaryDirectory: binaries.path))
        }
    }
}
