import Foundation
import Synchronization

/// The staging and backup folders builds make under `.build/site/`. Each name carries the
/// process that made it (`staging-<pid>-<uuid>`), so a later build can remove what a killed
/// build left behind without touching a folder a running build still uses, and a build
/// stopped by a signal can remove its own.
enum ScratchFolders {
    /// The staging folders this process is writing now.
    static let inUse = Mutex<Set<String>>([])

    static func name(_ kind: String) -> String {
        "\(kind)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    }

    /// Removes the staging and backup folders of processes that no longer run. A build killed
    /// in the middle of updating `Site/` left the update's journal in its backup folder: the
    /// old files are put back first (`SiteUpdate.recoverAbandoned`). Folders of the kinds
    /// older builds made (`retired-`) go too.
    static func removeAbandoned(in scratch: URL, site: URL) {
        let fileManager = FileManager.default
        let names = ((try? fileManager.contentsOfDirectory(atPath: scratch.path)) ?? []).filter { name in
            guard ["staging-", "backup-", "retired-"].contains(where: name.hasPrefix) else { return false }
            let parts = name.split(separator: "-")
            // Folders from before names carried a process (`staging-<uuid>`) are abandoned too.
            let owner = parts.count > 2 ? Int32(parts[1]) : nil
            return owner.map { !ProcessControl.isRunning($0) } ?? true
        }
        for name in names.sorted() where name.hasPrefix("backup-") {
            SiteUpdate.recoverAbandoned(backup: scratch.appendingPathComponent(name).path, site: site.path)
        }
        for name in names { try? fileManager.removeItem(at: scratch.appendingPathComponent(name)) }
    }

    /// Removes this process's staging folders (a build stopped by a signal).
    static func removeOwn() {
        for path in inUse.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
