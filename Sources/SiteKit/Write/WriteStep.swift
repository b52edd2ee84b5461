/// Puts the staged site in place as `Site/` (see `StagedSite`) and records what it holds, so the
/// next build can tell whether `Site/` is still exactly what this one wrote.
struct WriteStep: BuildStep {
    let name = "write"
    let site: StagedSite
    /// The key of the whole site, recorded with what `Site/` now holds.
    let siteKey: String

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        do {
            let (written, record) = try site.commit()
            context.report.filesWritten = written
            context.memo.write(LastSite(key: siteKey, record: record), to: LastSite.record)
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure(error, writing: "Site/")
        }
    }
}
