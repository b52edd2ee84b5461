import Foundation

/// What the last complete build recorded of its inputs (`InputStamps`), and what it made: a
/// build whose inputs have the same stamps, and whose `Site/` is still what it wrote, stops
/// before any step (the no-op).
struct LastInputs: Codable, Sendable, Equatable {
    var siteKey: String
    var chapters: Int
    var runs: Int
    var files: [String: FileStamp]

    static let record = StampRecord<LastInputs>("inputs")
}

extension SiteCache {
    /// The last complete build's inputs and site, when `inputs` are the same stamps, this
    /// generator made it, and `Site/` is still exactly what it wrote.
    func unchangedSite(inputs: InputStamps, folder: URL) -> LastInputs? {
        guard let last = read(LastInputs.record), last.files == inputs.files,
            siteIsCurrent(key: last.siteKey, folder: folder)
        else { return nil }
        return last
    }

    /// Records the inputs of a complete build that made the site with `siteKey`, when their
    /// stamps can be trusted. An older record stays, but no longer matches: its site key is
    /// not that of the site `Site/` now holds.
    func recordInputs(_ inputs: InputStamps, siteKey: String, chapters: Int, runs: Int) {
        guard inputs.areSettled else { return }
        write(LastInputs(siteKey: siteKey, chapters: chapters, runs: runs, files: inputs.files), to: LastInputs.record)
    }
}
