/// Swaps the staged site in as `Site/` (see `StagedSite`) and records what it holds, so the
/// next build can tell whether `Site/` is still exactly what this one wrote.
struct WriteStep: BuildStep {
    let name = "write"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        guard let site = context.sink as? StagedSite else { preconditionFailure("WriteStep needs a staged site") }
        do {
            let (written, record, warning) = try site.commit()
            context.report.filesWritten = written
            context.report.warnings += warning.map { [$0] } ?? []
            if let cache = context.cache, let key = context.siteKey { cache.recordSite(key: key, record: record) }
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(error, writing: "Site/")
        }
    }
}
