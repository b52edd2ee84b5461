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
            return
        }
        context.sourceHashes = examples.mapValues(cache.sourceHash)
        for request in requests {
            let key = cache.runKey(request, sourceHash: context.sourceHashes[request.example] ?? "")
            context.runKeys[request] = key
            context.results[request] = cache.result(forRunKey: key)
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
