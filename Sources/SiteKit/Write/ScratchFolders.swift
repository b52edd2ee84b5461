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

    /// Removes the staging and retired folders of processes that no longer run.
    static func removeAbandoned(in scratch: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        for name in names where name.hasPrefix("staging-") || name.hasPrefix("retired-") {
            let parts = name.split(separator: "-")
            // Folders from before names carried a process (`staging-<uuid>`) are abandoned too.
            let owner = parts.count > 2 ? Int32(parts[1]) : nil
            if let owner, ProcessControl.isRunning(owner) { continue }
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(name))
        }
    }

    /// Removes this process's staging folders (a build stopped by a signal).
    static func removeOwn() {
        for path in inUse.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
