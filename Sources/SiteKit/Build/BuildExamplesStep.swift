import Foundation

/// Keeps `Examples/Package.swift`'s example line current and compiles the examples with one
/// `swift build`, unless their binaries are already current (or `swift test` built them).
struct BuildExamplesStep: BuildStep {
    let name = "build"
    let loaded: LoadedProject

    /// The folder of the example binaries.
    func run(_ context: inout BuildContext) async throws(BuildFailure) -> URL {
        let (generator, examples, sourceHashes) = (context.generator, loaded.examples, loaded.sourceHashes)
        if let prebuilt = generator.prebuiltExamples { return prebuilt }
        let (memo, captured) = (context.memo, context.memo.captured)
        let missing = RunExamplesStep.missing(loaded, memo: memo)
        if let current = Self.currentBinaries(loaded, missing: missing, memo: memo, project: context.project) {
            return current
        }
        let last = memo.read(LastBuild.record)
        // A fresh clone's first build (the cache remembers no build): when every result is
        // known and the committed site's build compiled exactly the sources the chapters show,
        // nothing needs a binary. (Examples no chapter shows are compiled by `site check`.)
        // Later builds keep to the cache's own record.
        if last == nil, missing.isEmpty,
            captured.compiled(loaded.shownTargets.map { sourceHashes[$0] ?? "" })
        {
            return context.project.scratch
        }
        // A fresh clone where an author added or changed a few examples: every other one is known
        // to compile from the committed site, so only those whose runs are missing are built.
        let needed = Set(missing.map(\.example))
        if last == nil, !needed.isEmpty, needed.count <= ExampleBuilder.separateProductsLimit,
            captured.compiled(
                loaded.shownTargets.filter { !needed.contains($0) }.map { sourceHashes[$0] ?? "" })
        {
            context.log("Building \(needed.count) examples, the only ones whose results are missing")
            generator.progress.begin("Building examples")
            let binaries = try await ExampleBuilder(project: context.project, swift: generator.swift).build(
                products: needed.sorted(), usedBy: loaded.usages)
            context.report.compiled = true
            context.report.changedExamples = needed.sorted()
            // Recorded like a whole build: a later build that needs a binary this one did not
            // make finds it missing (`currentBinaries`) and builds.
            let key = Self.key(project: context.project, sourceHashes: sourceHashes, memo: memo)
            memo.write(
                LastBuild(key: key, examples: sourceHashes, binaryDirectory: binaries.path), to: LastBuild.record)
            return binaries
        }
        if let compiled = generator.compilesChangedExamples, let last, let changed = changedSinceLastBuild(context) {
            let compiler = ChangedExampleCompiler(project: context.project, swift: generator.swift, compiled: compiled)
            let (folder, compiledNow) = try await compiler.binaries(
                changed: changed, runs: missing, built: URL(fileURLWithPath: last.binaryDirectory),
                loaded: loaded, sourceHashes: sourceHashes)
            context.report.compiledAlone = compiledNow
            return folder
        }
        context.log("Building \(examples.count) examples")
        generator.progress.begin("Building examples")
        let binaries = try await ExampleBuilder(project: context.project, swift: generator.swift).build(
            SiteGenerator.targets(examples), usedBy: loaded.usages)
        context.report.compiled = true
        context.report.changedExamples = examples.keys.filter { name in
            last?.examples[name] != sourceHashes[name] || last == nil
        }.sorted()
        let key = Self.key(project: context.project, sourceHashes: sourceHashes, memo: memo)
        memo.write(LastBuild(key: key, examples: sourceHashes, binaryDirectory: binaries.path), to: LastBuild.record)
        return binaries
    }

    /// The example targets whose sources changed since the last `swift build`, when they are
    /// few and that build is otherwise current: the same targets, the same manifest, its
    /// binaries still there. `nil` when SwiftPM must build.
    func changedSinceLastBuild(_ context: BuildContext) -> [String]? {
        let (sourceHashes, memo) = (loaded.sourceHashes, context.memo)
        guard let last = memo.read(LastBuild.record),
            Set(last.examples.keys) == Set(sourceHashes.keys),
            FileManager.default.fileExists(atPath: last.binaryDirectory),
            Self.key(project: context.project, sourceHashes: last.examples, memo: memo) == last.key
        else { return nil }
        let changed = SiteGenerator.targets(loaded.examples).filter { last.examples[$0] != sourceHashes[$0] }
        // Modules and resources need SwiftPM's build.
        guard
            !changed.contains(where: {
                loaded.examples[$0].map { !$0.modules.isEmpty || $0.resourcesDigest != nil } ?? true
            })
        else { return nil }
        return (1...ChangedExampleCompiler.limit).contains(changed.count) ? changed : nil
    }

    /// The folder of the example binaries when the memo remembers a successful build of
    /// exactly these sources and every binary a `missing` run needs is still there.
    static func currentBinaries(
        _ loaded: LoadedProject, missing: [RunRequest], memo: SiteCache, project: ProjectLayout
    ) -> URL? {
        guard let last = memo.read(LastBuild.record),
            last.key == key(project: project, sourceHashes: loaded.sourceHashes, memo: memo)
        else { return nil }
        let folder = URL(fileURLWithPath: last.binaryDirectory)
        let present = missing.allSatisfy {
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
        }
        return present ? folder : nil
    }

    /// The key of a `swift build` of these sources with the examples' manifest.
    static func key(project: ProjectLayout, sourceHashes: [String: String], memo: SiteCache) -> String {
        let manifest =
            (try? String(contentsOf: project.examples.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return memo.key(.examplesBuild, BuildInputs(manifest: manifest, sourceHashes: sourceHashes))
    }

    /// What a `swift build` of the examples is made from.
    struct BuildInputs: Encodable {
        var manifest: String
        var sourceHashes: [String: String]
    }
}
