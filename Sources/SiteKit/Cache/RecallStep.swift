import Foundation

/// What the memo already holds for the loaded inputs, and the keys it holds it under.
struct Recalled: Sendable {
    /// Each example's source hash (see `SiteCache.sourceHash(of:)`).
    var sourceHashes: [String: String] = [:]
    var runKeys: [RunRequest: String] = [:]
    /// The results the memo holds.
    var results: [RunRequest: RunResult] = [:]
    /// The runs the memo has no result for.
    var missing: [RunRequest] = []
    /// The example binaries of a remembered build of exactly these sources, when still there.
    var currentBinaries: URL?
}

/// Looks up what the memo already holds for the loaded inputs: each run's result, and the
/// binaries of a build of exactly these sources.
struct RecallStep: BuildStep {
    let name = "recall"
    let loaded: LoadedProject

    func run(_ context: inout BuildContext) async throws(BuildFailure) -> Recalled {
        let memo = context.memo
        var recalled = Recalled()
        recalled.sourceHashes = loaded.examples.mapValues(memo.sourceHash)
        for request in loaded.requests {
            let key = memo.key(
                .run, RunExamplesStep.Inputs(request, sourceHash: recalled.sourceHashes[request.example]))
            recalled.runKeys[request] = key
            recalled.results[request] = memo.value(.run, key: key)
        }
        recalled.missing = loaded.requests.filter { recalled.results[$0] == nil }
        recalled.currentBinaries = Self.currentBinaries(memo: memo, project: context.project, recalled: recalled)
        return recalled
    }

    /// The folder of the example binaries when the memo remembers a successful build of
    /// exactly these sources and every binary a missing run needs is still there.
    static func currentBinaries(memo: SiteCache, project: ProjectLayout, recalled: Recalled) -> URL? {
        guard let last = memo.lastBuild(),
            last.key == BuildExamplesStep.key(project: project, sourceHashes: recalled.sourceHashes, memo: memo)
        else { return nil }
        let folder = URL(fileURLWithPath: last.binaryDirectory)
        let present = recalled.missing.allSatisfy {
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0.example).path)
        }
        return present ? folder : nil
    }
}
