import Foundation

/// The stamps of everything `Site/` is made from: `Content/` and `Examples/`, but hidden
/// folders such as `Examples/.build`. The generator and the toolchain are in the cache's
/// fingerprint, the other input.
///
/// A build records them, taken before it read anything, with the key of the site it made
/// (`LastInputs`). The next build takes them again: when none changed, the generator is the
/// same and `Site/` is still what that build wrote, there is nothing to do, and the build ends
/// without loading a chapter: the no-op an author's `swift run site` mostly is.
struct InputStamps: Equatable, Sendable {
    var files: [String: FileStamp]
    /// When they were taken, in nanoseconds since 1970.
    var taken: Int

    init(of project: ProjectLayout) {
        taken = Int(Date().timeIntervalSince1970 * 1_000_000_000)
        var files: [String: FileStamp] = [:]
        for (prefix, folder) in [("Content", project.content), ("Examples", project.examples)] {
            for (path, stamp) in FileStamp.filesAndFolders(in: folder) { files[prefix + "/" + path] = stamp }
        }
        self.files = files
    }

    /// The stamps under each folder of `Examples/`, by the folder's name, then by path inside
    /// it (the folder itself as "").
    var exampleFolders: [String: [String: FileStamp]] {
        var folders: [String: [String: FileStamp]] = [:]
        for (path, stamp) in files where path.hasPrefix("Examples/") {
            let inside = path.dropFirst("Examples/".count)
            guard let slash = inside.firstIndex(of: "/") else { continue }
            folders[String(inside[..<slash]), default: [:]][String(inside[inside.index(after: slash)...])] = stamp
        }
        return folders
    }

    /// A file system keeps modification times to a tick (2 s on FAT, 1 s on HFS+), and a file
    /// written twice in one tick with the same size keeps its stamp. Stamps are only trusted
    /// when every one is older than this when taken.
    static let settlingNanoseconds = 2_000_000_000

    /// Whether every stamp is older than the moment they were taken by a whole tick of the
    /// coarsest clock, so a later write cannot keep a stamp.
    var areSettled: Bool {
        files.values.allSatisfy { $0.modifiedNanoseconds < taken - Self.settlingNanoseconds }
    }
}

/// What the last complete build recorded of its inputs (`InputStamps`), and what it made.
struct LastInputs: CacheRecord, Sendable, Equatable {
    var fingerprint: String
    var siteKey: String
    var chapters: Int
    var runs: Int
    var files: [String: FileStamp]

    init(fingerprint: String, siteKey: String, chapters: Int, runs: Int, files: [String: FileStamp]) {
        (self.fingerprint, self.siteKey, self.chapters, self.runs, self.files) =
            (fingerprint, siteKey, chapters, runs, files)
    }

    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        fingerprint = try reader.string()
        siteKey = try reader.string()
        chapters = try reader.int()
        runs = try reader.int()
        files = try reader.stamps()
    }

    func write(to writer: inout RecordWriter) {
        writer.write(fingerprint)
        writer.write(siteKey)
        writer.write(chapters)
        writer.write(runs)
        writer.write(files)
    }
}

extension SiteCache {
    /// The last complete build's inputs and site, when `inputs` are the same stamps, this
    /// generator made it, and `Site/` is still exactly what it wrote.
    func unchangedSite(inputs: InputStamps, folder: URL) -> LastInputs? {
        guard let last = store.readRecord(LastInputs.self, kind: "stamps", key: "inputs")?.value,
            last.fingerprint == fingerprint, last.files == inputs.files,
            siteIsCurrent(key: last.siteKey, folder: folder)
        else { return nil }
        return last
    }

    /// Records the inputs of a complete build that made the site with `siteKey`, when their
    /// stamps can be trusted. An older record stays, but no longer matches: its site key is
    /// not that of the site `Site/` now holds.
    func recordInputs(_ inputs: InputStamps, siteKey: String?, chapters: Int, runs: Int) {
        guard let siteKey, inputs.areSettled else { return }
        try? store.writeRecord(
            LastInputs(fingerprint: fingerprint, siteKey: siteKey, chapters: chapters, runs: runs, files: inputs.files),
            kind: "stamps", key: "inputs")
    }
}
