import Foundation

/// Puts a complete site in place of `Site/` (see `StagedSite`, which writes it) and reads the
/// one that is there. A lock file keeps two builds from swapping at the same time.
struct SiteWriter: Sendable {
    let project: ProjectLayout

    /// Moves the complete site in `staging` into place as `Site/`, holding the lock so two
    /// builds never swap at once, and puts the old site back if the move fails.
    /// - Returns: a warning when the old site, moved aside, could not be removed.
    @discardableResult
    func swapIn(_ staging: URL) throws -> String? {
        let fileManager = FileManager.default
        if let target = try? fileManager.destinationOfSymbolicLink(atPath: project.site.path) {
            throw BuildFailure([
                Diagnostic(
                    file: "Site",
                    message: "Site is a symbolic link (to \(target)), which a build would replace with a folder",
                    hint: "make Site a real folder; to publish elsewhere, copy or link from there to Site/ instead")
            ])
        }
        do {
            return try replace(with: staging)
        } catch let error as CocoaError {
            let path = (error.userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" } ?? ""
            throw BuildFailure([
                Diagnostic(
                    file: "Site", message: "Site/ could not be replaced\(path): \(FileWriter.reason(error))",
                    hint:
                        "make Site/ and the folder that holds it writable by you (chmod u+w), then build again; Site/ is as it was"
                )
            ])
        }
    }

    private func replace(with staging: URL) throws -> String? {
        let fileManager = FileManager.default
        return try withLock {
            let retired = project.scratch.appendingPathComponent(ScratchFolders.name("retired"))
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
            do {
                try fileManager.removeItem(at: retired)
                return nil
            } catch {
                let folder = project.relativePath(retired)
                return "warning: the old site, moved to \(folder), could not be removed "
                    + "(\(FileWriter.reason(error))); Site/ is the new one. Remove it yourself: rm -rf \(folder)"
            }
        }
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
