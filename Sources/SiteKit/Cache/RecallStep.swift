import Foundation

/// What the cache already holds for the loaded inputs, and the keys it holds it under.
struct Recalled: Sendable {
    /// Each example's source hash (see `SiteCache.sourceHash(of:)`).
    var sourceHashes: [String: String] = [:]
    /// A digest of what every page shows besides its own chapter: every chapter's slug (the
    /// targets of its links) and the site's configuration.
    var sharedPageInputs = ""
    var runKeys: [RunRequest: String] = [:]
    /// The results the cache (or the committed site) holds.
    var results: [RunRequest: RunResult] = [:]
    /// The runs the cache has no result for.
    var missing: [RunRequest] = []
    /// The example binaries of a remembered build of exactly these sources, when still there.
    var currentBinaries: URL?
    /// The results published with the committed site (read only by builds with a cache), and
    /// the toolchain their keys name.
    var captured = CapturedResults(toolchain: "")
}

/// Looks up what the cache already holds for the loaded inputs: each run's result, and the
/// binaries of a build of exactly these sources. Without a cache every run is missing.
struct RecallStep: BuildStep {
    let name = "recall"
    let loaded: LoadedProject

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> Recalled {
        let (requests, examples) = (loaded.requests, loaded.examples)
        var recalled = Recalled()
        recalled.sharedPageInputs = PageKeys.sharedPageInputs(slugs: loaded.chapters.map(\.slug), config: loaded.config)
        guard let cache = context.cache else {
            recalled.missing = requests
            recalled.captured = CapturedResults(
                toolchain: await GeneratorFingerprint.toolchain(swift: context.generator.swift))
            recalled.sourceHashes = examples.mapValues(SiteCache.sourceHash(of:))
            return recalled
        }
        recalled.sourceHashes = examples.mapValues(cache.sourceHash)
        // What the committed site says a run printed, for a run this cache has never seen
        // (a fresh clone's first build).
        recalled.captured = CapturedResults.load(site: context.project.site, toolchain: cache.toolchain)
        for request in requests {
            let sourceHash = recalled.sourceHashes[request.example] ?? ""
            let key = RunExamplesStep.key(request, sourceHash: sourceHash, for: cache.scope)
            recalled.runKeys[request] = key
            recalled.results[request] =
                cache.value(.run, key: key, recorded: recalled.captured.result(of: request, sourceHash: sourceHash))
        }
        recalled.missing = requests.filter { recalled.results[$0] == nil }
        recalled.currentBinaries = Self.currentBinaries(cache: cache, project: context.project, recalled: recalled)
        return recalled
    }

    /// The folder of the example binaries when the cache remembers a successful build of
    /// exactly these sources and every binary a missing run needs is still there.
    static func currentBinaries(cache: SiteCache, project: ProjectLayout, recalled: Recalled) -> URL? {
        guard let last = cache.lastBuild(),
            last.key == BuildExamplesStep.key(project: project, sourceHashes: recalled.sourceHashes, for: cache.scope)
        else { return nil }
        let folder = URL(fileURLWithPath: last.binaryDirectory)
        let present = recalled.missing.allSatisfy {
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
        }
        return present ? folder : nil
    }
}
