import Foundation

/// Looks up what the cache already holds for the loaded inputs: each run's result, and the
/// binaries of a build of exactly these sources. Without a cache every run is missing.
struct RecallStep: BuildStep {
    let name = "recall"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (requests, examples) = (context.loaded.requests, context.examples)
        // Pages show the site's configuration, so it is part of every page's key.
        context.slugsDigest = SiteCache.slugsDigest(context.chapters.map(\.slug) + [context.config.digest])
        guard let cache = context.cache else {
            context.missing = requests
            context.captured = CapturedResults(
                toolchain: await GeneratorFingerprint.toolchain(swift: context.generator.swift))
            context.sourceHashes = examples.mapValues(SiteCache.sourceHash(of:))
            return
        }
        context.sourceHashes = examples.mapValues(cache.sourceHash)
        // What the committed site says a run printed, for a run this cache has never seen
        // (a fresh clone's first build).
        context.captured = CapturedResults.load(site: context.project.site, toolchain: cache.toolchain)
        for request in requests {
            let sourceHash = context.sourceHashes[request.example] ?? ""
            let key = cache.runKey(request, sourceHash: sourceHash)
            context.runKeys[request] = key
            context.results[request] =
                cache.result(forRunKey: key) ?? context.captured.result(of: request, sourceHash: sourceHash)
        }
        context.missing = requests.filter { context.results[$0] == nil }
        context.currentBinaries = Self.currentBinaries(context)
    }

    /// The folder of the example binaries when the cache remembers a successful build of
    /// exactly these sources and every binary a missing run needs is still there.
    static func currentBinaries(_ context: BuildContext) -> URL? {
        guard let cache = context.cache, let last = cache.lastBuild(), last.key == buildKey(context) else {
            return nil
        }
        let folder = URL(fileURLWithPath: last.binaryDirectory)
        let present = context.missing.allSatisfy {
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
        }
        return present ? folder : nil
    }

    /// The key of a `swift build` of these sources with this manifest.
    static func buildKey(_ context: BuildContext) -> String? {
        let manifest =
            (try? String(contentsOf: context.project.root.appendingPathComponent("Package.swift"), encoding: .utf8))
            ?? ""
        return context.cache?.buildKey(manifest: manifest, sourceHashes: context.sourceHashes)
    }
}
