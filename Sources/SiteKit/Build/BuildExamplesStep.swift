import Foundation

/// Keeps `Package.swift`'s example line current and compiles the examples with one
/// `swift build`, unless their binaries are already current (or `swift test` built them).
struct BuildExamplesStep: BuildStep {
    let name = "build"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (generator, examples) = (context.generator, context.examples)
        if context.forWriting {
            try ManifestStamp(project: context.project).refresh(targets: ManifestStamp.entries(examples))
        }
        if let prebuilt = generator.prebuiltExamples ?? context.currentBinaries {
            context.binaryDirectory = prebuilt
            return
        }
        // A fresh clone's first build (the cache remembers no build): when every result is
        // known and the committed site's build compiled exactly the sources the chapters show,
        // nothing needs a binary. (Examples no chapter shows are compiled by `site check`.)
        // Later builds keep to the cache's own record.
        if context.cache?.lastBuild() == nil, context.missing.isEmpty,
            context.captured.compiled(context.loaded.shownTargets.map { context.sourceHashes[$0] ?? "" })
        {
            context.binaryDirectory = context.project.scratch
            return
        }
        if let compiled = generator.compilesChangedExamples, let changed = Self.changedSinceLastBuild(context),
            let last = context.cache?.lastBuild()
        {
            let compiler = ChangedExampleCompiler(project: context.project, swift: generator.swift, compiled: compiled)
            let (folder, compiledNow) = try await compiler.binaries(
                changed: changed, runs: context.missing, built: URL(fileURLWithPath: last.binaryDirectory),
                context: context)
            context.binaryDirectory = folder
            context.report.compiledAlone = compiledNow
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

    /// The example targets whose sources changed since the last `swift build`, when they are
    /// few and that build is otherwise current: the same targets, the same manifest, its
    /// binaries still there. `nil` when SwiftPM must build.
    static func changedSinceLastBuild(_ context: BuildContext) -> [String]? {
        guard let cache = context.cache, let last = cache.lastBuild(),
            Set(last.examples.keys) == Set(context.sourceHashes.keys),
            FileManager.default.fileExists(atPath: last.binaryDirectory)
        else { return nil }
        let manifest =
            (try? String(contentsOf: context.project.root.appendingPathComponent("Package.swift"), encoding: .utf8))
            ?? ""
        guard cache.buildKey(manifest: manifest, sourceHashes: last.examples) == last.key else { return nil }
        let changed = SiteGenerator.targets(context.examples).filter {
            last.examples[$0] != context.sourceHashes[$0]
        }
        // Modules and resources need SwiftPM's build.
        guard
            !changed.contains(where: {
                context.examples[$0].map { !$0.modules.isEmpty || $0.resourcesDigest != nil } ?? true
            })
        else { return nil }
        return (1...ChangedExampleCompiler.limit).contains(changed.count) ? changed : nil
    }
}
