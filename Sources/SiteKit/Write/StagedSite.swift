import Foundation
import Synchronization

/// A new `Site/` being written into a staging folder next to it, file by file as the layout
/// produces them, then put in place by `commit()`: a failed or interrupted build never
/// leaves a half site.
///
/// Only files that changed are staged. The others stay where they are in `Site/`, keeping
/// their bytes, inode and modification time, and `commit()` moves the staged ones in
/// (`SiteWriter`); when nothing changed at all, `Site/` is not touched.
final class StagedSite: SiteSink {
    let destination = " into Site/"
    let project: ProjectLayout
    let staging: URL
    /// `Site/` and the staging folder as plain paths, since even a one-chapter edit names
    /// each of thousands of files and a URL is slow to build.
    private let sitePath: String
    private let stagingPath: String
    /// What the last build recorded about `Site/`, when it still describes the files there.
    private let recorded: SiteRecord?
    /// The stamps of the files in `Site/` now.
    private let existing: [String: FileStamp]
    private let state = Mutex(State())

    private struct State {
        var written: [String] = []
        var inputKeys: [String: String] = [:]
        var paths: Set<String> = []
        var folders: Set<String> = []
    }

    /// Starts an empty staging folder. `recorded` is what the last build wrote into `Site/`
    /// (from the cache); pages whose stamps still match it can be kept without laying them
    /// out.
    init(project: ProjectLayout, recorded: SiteRecord?) throws {
        self.project = project
        existing = FileStamp.files(in: project.site)
        self.recorded = recorded
        try FileManager.default.createDirectory(at: project.scratch, withIntermediateDirectories: true)
        ScratchFolders.removeAbandoned(in: project.scratch, site: project.site)
        staging = project.scratch.appendingPathComponent(ScratchFolders.name("staging"))
        sitePath = project.site.path
        stagingPath = staging.path
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        ScratchFolders.inUse.withLock { _ = $0.insert(staging.path) }
    }

    deinit {
        try? FileManager.default.removeItem(at: staging)
        ScratchFolders.inUse.withLock { _ = $0.remove(staging.path) }
    }

    func isCurrent(_ path: String, inputKey: String) -> Bool {
        guard let recorded, let stamp = existing[path] else { return false }
        return recorded.inputKeys[path] == inputKey && recorded.files[path] == stamp
    }

    func add(_ path: String, _ data: Data, inputKey: String?) throws {
        // The same bytes as the file already there: keep it, as if nothing was laid out.
        if existing[path]?.size == data.count, FileWriter.holds(sitePath + "/" + path, data) {
            return record(path, inputKey: inputKey)
        }
        try stage(path, inputKey: inputKey) { try FileWriter.replace($0, with: data) }
    }

    func add(_ path: String, parts: some Sequence<Data>, inputKey: String?) throws {
        // The parts are made as they are written, so they are compared with the file already
        // there only once written, and the copy goes when it holds the same bytes.
        var size = 0
        try stage(path, inputKey: inputKey) { size = try FileWriter.replace($0, withParts: parts) }
        let staged = stagingPath + "/" + path
        if existing[path]?.size == size, FileWriter.same(staged, sitePath + "/" + path) {
            unlink(staged)
            state.withLock { $0.written.removeAll { $0 == path } }
        }
    }

    /// Writes the file at `path` into the staging folder with `write`, given where it goes.
    private func stage(_ path: String, inputKey: String?, write: (String) throws -> Void) throws {
        let target = try prepare(path, inputKey: inputKey)
        do {
            try write(target)
        } catch let failure as FileWriter.Failure {
            // Named as the author knows it: the file of Site/, not the staging folder's copy.
            throw BuildFailure([
                Diagnostic(
                    file: "Site/\(path)", message: "could not write Site/\(path): \(failure.reason)", hint: failure.hint
                )
            ])
        }
        state.withLock { $0.written.append(path) }
    }

    func keep(_ path: String, inputKey: String) {
        record(path, inputKey: inputKey)
    }

    /// Puts the staged files in place in `Site/` and removes the files the new site does not
    /// have, unless every file is one already there and it held nothing else.
    /// - Returns: the paths written, sorted, and what to record about the new `Site/` for the
    ///   next build. The stamps are taken from the staging folder before the files move (a
    ///   move keeps them), so a build that changes `Site/` right after cannot make this record
    ///   describe its files.
    func commit() throws -> (written: [String], record: SiteRecord) {
        let (written, paths, inputKeys) = state.withLock { ($0.written.sorted(), $0.paths, $0.inputKeys) }
        let foreign = existing.keys.filter { !paths.contains($0) && !isGenerated($0) }.sorted()
        guard foreign.isEmpty else {
            throw BuildFailure(
                foreign.map { path in
                    Diagnostic(
                        file: "Site/\(path)",
                        message: "Site/\(path) was not written by the generator, and replacing Site/ would delete it",
                        hint: "move it to Content/static/\(path): files there are copied into Site/ on every build")
                })
        }
        let removed = existing.keys.filter { !paths.contains($0) }.sorted()
        guard !written.isEmpty || !removed.isEmpty else {
            // Every file is one of those already there, so their stamps are these.
            return ([], SiteRecord(files: existing, inputKeys: inputKeys))
        }
        // A kept file is the old one, so it has the stamp it had; only written files are
        // asked for theirs.
        let newFiles = Set(written)
        var stamps: [String: FileStamp] = [:]
        for path in paths {
            stamps[path] = newFiles.contains(path) ? FileStamp(path: stagingPath + "/" + path) : existing[path]
        }
        try SiteWriter(project: project).put(staging, written: written, removed: removed)
        return (written, SiteRecord(files: stamps, inputKeys: inputKeys))
    }

    /// Whether a file already staged for the new site has this path.
    func contains(_ path: String) -> Bool { state.withLock { $0.paths.contains(path) } }

    /// Whether a file in the current `Site/` was written by a build: the last build recorded
    /// it, or it is one of the kinds of file the generator writes (a page carrying its
    /// `generator` tag, a file of the search index, the sitemap). Anything else, such as an
    /// image an author put in `Site/assets/`, is the user's and is never deleted by an update.
    private func isGenerated(_ path: String) -> Bool {
        if recorded?.files[path] != nil || path == "sitemap.xml" || path.hasPrefix(SearchIndex.folder + "/") {
            return true
        }
        guard path.hasSuffix(".html"),
            let handle = FileHandle(forReadingAtPath: sitePath + "/" + path)
        else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        // Any book's name may stand before "site generator", this generator's earlier ones too.
        let text = String(decoding: head, as: UTF8.self)
        return text.contains(Self.generatorTag)
            || text.firstRange(of: /<meta name="generator" content="[^"<>]* site generator">/) != nil
    }

    static let generatorTag = "<meta name=\"generator\" content=\"Swift book site generator\">"

    /// Counts `path` as a file of the new site, the one already in `Site/`.
    private func record(_ path: String, inputKey: String?) {
        state.withLock { state in
            state.paths.insert(path)
            if let inputKey { state.inputKeys[path] = inputKey }
        }
    }

    /// Where `path` goes in the staging folder, with its folder made.
    private func prepare(_ path: String, inputKey: String?) throws -> String {
        let folder = path.lastIndex(of: "/").map { stagingPath + "/" + path[..<$0] } ?? stagingPath
        try state.withLock { state in
            state.paths.insert(path)
            if let inputKey { state.inputKeys[path] = inputKey }
            // Made while holding the lock, so no other file is written into it before it exists.
            if state.folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        return stagingPath + "/" + path
    }
}

/// What a build wrote into `Site/`: each file's stamp, and for pages the digest of what they
/// were laid out from, so the next build can keep a page without laying it out.
struct SiteRecord: Codable, Sendable {
    var files: [String: FileStamp]
    var inputKeys: [String: String]
}
