import Foundation

/// Writes a complete site into a fresh temporary directory next to `Site/` and swaps it in
/// only once every file is written, so a failed or interrupted build never leaves a half
/// site. A lock file keeps two builds from swapping at the same time.
public struct SiteWriter: Sendable {
    public let project: ProjectLayout

    public init(project: ProjectLayout) {
        self.project = project
    }

    /// Replaces `Site/` with exactly `files`.
    public func write(_ files: [String: Data]) throws {
        try writeStaged(files, unchanged: [])
    }

    /// Replaces `Site/` with exactly `files`, touching only what differs: when every file is
    /// already there with the same bytes (and nothing else is), nothing is written or
    /// swapped; otherwise files that did not change are hard-linked from the old site into
    /// the staging folder, so their bytes and modification times stay as they were.
    ///
    /// Compares with what is on disk, not with any record of it, so it needs no cache.
    /// - Returns: the paths written, sorted.
    public func writeChanges(_ files: [String: Data]) throws -> [String] {
        let existing = SiteCache.fileStamps(in: project.site)
        let unchanged = Set(
            files.filter { path, data in
                existing[path]?.size == data.count
                    && FileManager.default.contents(atPath: project.site.appendingPathComponent(path).path) == data
            }.keys)
        let written = files.keys.filter { !unchanged.contains($0) }.sorted()
        let extra = existing.keys.contains { files[$0] == nil }
        guard !written.isEmpty || extra else { return [] }
        try writeStaged(files, unchanged: unchanged)
        return written
    }

    /// Writes `files` into a staging folder (linking the `unchanged` ones from `Site/`) and
    /// swaps it in.
    private func writeStaged(_ files: [String: Data], unchanged: Set<String>) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: project.scratch, withIntermediateDirectories: true)
        let staging = project.scratch.appendingPathComponent("staging-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: staging) }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = staging.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // A link is cheaper than a copy and keeps the file's time stamp; when it fails
            // (another file system, a file that vanished) the bytes are written instead.
            if unchanged.contains(path), link(project.site.appendingPathComponent(path).path, url.path) == 0 {
                continue
            }
            try data.write(to: url)
        }
        try withLock {
            let retired = project.scratch.appendingPathComponent("retired-\(UUID().uuidString)")
            if fileManager.fileExists(atPath: project.site.path) {
                try fileManager.moveItem(at: project.site, to: retired)
            }
            do {
                try fileManager.moveItem(at: staging, to: project.site)
            } catch {
                // Put the old site back: a failed swap must not lose it.
                try? fileManager.moveItem(at: retired, to: project.site)
                throw error
            }
            try? fileManager.removeItem(at: retired)
        }
    }

    /// Runs `body` holding an exclusive lock on `.build/site/lock`, waiting for any other build
    /// that holds it.
    private func withLock(_ body: () throws -> Void) throws {
        let path = project.scratch.appendingPathComponent("lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }

    /// The files of the site currently in `Site/`, by relative path, to compare a fresh build
    /// with what is committed.
    public func existingFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        let root = project.site
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return files
        }
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            files[String(path.dropFirst(prefix.count))] = try? Data(contentsOf: url)
        }
        return files
    }
}
