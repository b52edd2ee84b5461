import Foundation
import Synchronization

/// The staging and retired folders builds make under `.build/site/`. Each name carries the
/// process that made it (`staging-<pid>-<uuid>`), so a later build can remove what a killed
/// build left behind without touching a folder a running build still uses, and a build
/// stopped by a signal can remove its own.
enum ScratchFolders {
    /// The staging folders this process is writing now.
    static let inUse = Mutex<Set<String>>([])

    static func name(_ kind: String) -> String {
        "\(kind)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    }

    /// Removes the staging and retired folders of processes that no longer run. A build killed
    /// in the middle of its swap, after moving `Site/` aside and before moving the new site
    /// in, left no `Site/`: the site it moved aside is put back first.
    static func removeAbandoned(in scratch: URL, site: URL) {
        let fileManager = FileManager.default
        let names = ((try? fileManager.contentsOfDirectory(atPath: scratch.path)) ?? []).filter { name in
            guard name.hasPrefix("staging-") || name.hasPrefix("retired-") else { return false }
            let parts = name.split(separator: "-")
            // Folders from before names carried a process (`staging-<uuid>`) are abandoned too.
            let owner = parts.count > 2 ? Int32(parts[1]) : nil
            return owner.map { !ProcessControl.isRunning($0) } ?? true
        }
        if !fileManager.fileExists(atPath: site.path),
            let retired = names.filter({ $0.hasPrefix("retired-") }).max(by: {
                modified($0, in: scratch) < modified($1, in: scratch)
            })
        {
            try? fileManager.moveItem(at: scratch.appendingPathComponent(retired), to: site)
        }
        for name in names { try? fileManager.removeItem(at: scratch.appendingPathComponent(name)) }
    }

    private static func modified(_ name: String, in scratch: URL) -> Int {
        FileStamp(path: scratch.appendingPathComponent(name).path)?.modifiedNanoseconds ?? 0
    }

    /// Removes this process's staging folders (a build stopped by a signal).
    static func removeOwn() {
        for path in inUse.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
