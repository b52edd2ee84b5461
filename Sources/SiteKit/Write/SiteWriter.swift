import Foundation

/// Puts a complete staged site in place of `Site/` (see `StagedSite`, which writes it) and
/// reads the one that is there. A lock file keeps two builds from changing `Site/` at once.
struct SiteWriter: Sendable {
    let project: ProjectLayout

    /// Puts the complete site in `staging` in place, holding the lock: moved in whole when
    /// there is no `Site/` yet, else by updating `Site/` file by file (`SiteUpdate`), which puts
    /// every file back if it fails.
    /// - Parameters:
    ///   - written: the files of `staging`, which replace or join those of `Site/`.
    ///   - removed: the files of `Site/` the new site does not have.
    func put(_ staging: URL, written: [String], removed: [String]) throws {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: project.site.path) {
            throw BuildFailure([
                Diagnostic(
                    file: "Site",
                    message: "Site is a symbolic link (to \(target)), which a build would write through",
                    hint: "make Site a real folder; to publish elsewhere, copy or link from there to Site/ instead")
            ])
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: project.site.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw BuildFailure([
                Diagnostic(
                    file: "Site", message: "Site is a file, not a folder",
                    hint: "move the file away (it is yours: the build deletes nothing); the build then writes Site/")
            ])
        }
        if let link = Self.firstLink(under: project.site, on: written + removed) {
            throw BuildFailure([
                Diagnostic(
                    file: "Site/" + link.path,
                    message:
                        "Site/\(link.path) is a symbolic link (to \(link.target)), which a build would write through",
                    hint: "remove the link (rm Site/\(link.path)); the build writes a real \(link.path) in its place")
            ])
        }
        do {
            try withLock {
                guard FileManager.default.fileExists(atPath: project.site.path) else {
                    return try SiteUpdate.uninterrupted {
                        try FileManager.default.moveItem(at: staging, to: project.site)
                    }
                }
                let backup = project.scratch.appendingPathComponent(ScratchFolders.name("backup")).path
                try SiteUpdate(
                    site: project.site.path, staging: staging.path, backup: backup, written: written, removed: removed
                ).apply()
            }
        } catch {
            let path =
                ((error as? FileWriter.Failure)?.path ?? (error as NSError).userInfo[NSFilePathErrorKey] as? String)
                .map { " (\(project.relativePath(URL(fileURLWithPath: $0))))" } ?? ""
            let reason = FileWriter.reason(error)
            let hint =
                reason.contains("cross-device")
                ? "the build stages the site in .build/site/, which must be on the same file system as Site/: make .build a real folder of the project, then build again; Site/ is as it was"
                : "make Site/ and the folder that holds it writable by you (chmod u+w), then build again; Site/ is as it was"
            throw BuildFailure([
                Diagnostic(file: "Site", message: "Site/ could not be updated\(path): \(reason)", hint: hint)
            ])
        }
    }

    /// The first symbolic link, in path order, on the way to any of `paths` in `site` (a folder
    /// they are in, or the file itself), and where it leads: a build writing a page through
    /// `Site/assets` linked elsewhere would write outside the project. A link on no path the
    /// update touches is left alone, as nothing is written through it.
    static func firstLink(under site: URL, on paths: [String]) -> (path: String, target: String)? {
        var checked: Set<Substring> = []
        var links: [Substring] = []
        for path in paths {
            var start = path.startIndex
            while start < path.endIndex {
                let end = path[start...].firstIndex(of: "/") ?? path.endIndex
                let prefix = path[..<end]
                var info = stat()
                if checked.insert(prefix).inserted, lstat(site.path + "/" + prefix, &info) == 0,
                    info.st_mode & S_IFMT == S_IFLNK
                {
                    links.append(prefix)
                }
                start = end == path.endIndex ? end : path.index(after: end)
            }
        }
        guard let first = links.min().map(String.init) else { return nil }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: site.path + "/" + first)) ?? "?"
        return (first, target)
    }

    /// Runs `body` holding an exclusive lock on `.build/site/lock`, waiting for any other build
    /// that holds it.
    private func withLock<Value>(_ body: () throws -> Value) throws -> Value {
        let path = project.scratch.appendingPathComponent("lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// The files of the site currently in `Site/`, by relative path, to compare a fresh build
    /// with what is committed.
    func existingFiles() -> [String: Data] {
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
