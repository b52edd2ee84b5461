import Foundation

/// Runs every example program the cache has no result for, and reports each run that is not
/// what its chapter expects at every fence that shows it.
struct RunExamplesStep: BuildStep {
    let name = "run"
    let loaded: LoadedProject
    /// The folder of the example binaries.
    let binaries: URL

    /// Every run's result: those the memo holds and those run now.
    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [RunRequest: RunResult] {
        let (memo, requests) = (context.memo, loaded.requests)
        let keys = requests.map { Self.key($0, loaded, memo: memo) }
        var results: [RunRequest: RunResult] = [:]
        for (request, key) in zip(requests, keys) { results[request] = memo.value(.run, key: key) }
        let missing = requests.filter { results[$0] == nil }
        context.log("Running \(missing.count) example programs")
        let progress = context.generator.progress
        if !missing.isEmpty { progress.begin("Running", total: missing.count, unit: "example runs") }
        let fresh = await ExampleRunner(binaryDirectory: binaries).run(missing) { _, _ in progress.advance() }
        results.merge(fresh) { _, new in new }
        context.report.runsExecuted = missing.count
        context.report.runsReused = requests.count - missing.count
        for (request, key) in zip(requests, keys) {
            guard let result = results[request] else { continue }
            guard let mismatch = result.mismatch(with: request) else {
                // Only results the chapter accepts are kept: a timeout on a busy machine
                // must not stick.
                if fresh[request] != nil { memo.store(result, .run, key: key) }
                continue
            }
            for (chapter, line) in loaded.requestLines[request] ?? [] {
                context.problems.report(
                    Diagnostic(
                        file: chapter.sourcePath, line: line, message: "\(request.example): \(mismatch)",
                        hint: Self.hint(for: request, result: result)))
            }
        }
        return results
    }

    /// What one run's result depends on: the example (its source hash) and everything the
    /// chapter asks of the run.
    struct Inputs: Encodable {
        var request: RunRequest
        var sourceHash: String

        init(_ request: RunRequest, sourceHash: String?) {
            self.request = request
            self.sourceHash = sourceHash ?? ""
        }
    }

    /// The memo's key for `request`'s result.
    static func key(_ request: RunRequest, _ loaded: LoadedProject, memo: SiteCache) -> String {
        memo.key(.run, Inputs(request, sourceHash: loaded.sourceHashes[request.example]))
    }

    /// The runs whose result the memo does not hold.
    static func missing(_ loaded: LoadedProject, memo: SiteCache) -> [RunRequest] {
        loaded.requests.filter { memo.value(.run, key: key($0, loaded, memo: memo)) == nil }
    }

    /// How to fix a run that is not what its chapter expects.
    static func hint(for request: RunRequest, result: RunResult) -> String {
        switch result.termination {
        case .timedOut:
            return
                "make it finish within \(RunResult.seconds(request.timeout)) s, or give the output block 'timeout: <seconds>'"
        case .outputCapped:
            return "make it print less; output is capped so a runaway loop cannot fill memory"
        case .notStarted:
            return "this is the build's own failure, not the example's: fix what it says and build again"
        case .exited(0) where request.expect == .failure:
            return "remove 'expect: failure' from the output block, or make the example fail"
        case .exited(0):
            return "if writing to standard error is the point, add 'expect: stderr' to the output block"
        default:
            return
                "run 'cd Examples && \(request.commandLine)' to see it; if failing is the point, add 'expect: failure' to the output block"
        }
    }
}
