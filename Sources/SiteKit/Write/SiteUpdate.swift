import Foundation
import Synchronization

/// Brings an existing `Site/` to the staged site in place: each file the new site replaces or
/// no longer has is moved out, and each written file is moved in. An edit so touches the
/// few files it changed, not the thousands it kept.
///
/// Until the last step the old versions wait in a backup folder, beside a journal of the
/// changes: a failure puts every file back before the error is reported, and the next build
/// puts them back after a build killed midway (`recoverAbandoned`). Only a complete update
/// deletes its journal, so `Site/` is always the old site or the new one.
struct SiteUpdate: Sendable {
    /// What happens to one file of `Site/`.
    enum Change: String, Codable, Sendable {
        /// The staged file replaces the one in `Site/`.
        case replace
        /// The staged file is new to `Site/`.
        case add
        /// The file leaves `Site/`.
        case remove
    }

    /// Everything needed to undo the update, written before `Site/` is touched.
    struct Journal: Codable, Sendable {
        var changes: [Entry]
        /// The folders the update makes in `Site/` for new files, outermost first.
        var folders: [String]

        struct Entry: Codable, Sendable {
            var path: String
            var change: Change
        }
    }

    let site: String
    let staging: String
    let backup: String
    let journal: Journal

    static let journalName = "journal.json"

    /// Plans the update of `site` from `staging`: `written` are the staged files, `removed` the
    /// files of `site` the new site does not have.
    init(site: String, staging: String, backup: String, written: [String], removed: [String]) {
        self.site = site
        self.staging = staging
        self.backup = backup
        var folders: [String] = []
        var known: Set<String> = []
        var changes: [Journal.Entry] = []
        for path in written {
            let exists = access(site + "/" + path, F_OK) == 0
            changes.append(Journal.Entry(path: path, change: exists ? .replace : .add))
            guard !exists else { continue }
            for folder in Self.folders(of: path) where known.insert(folder).inserted {
                if access(site + "/" + folder, F_OK) != 0 { folders.append(folder) }
            }
        }
        changes += removed.map { Journal.Entry(path: $0, change: .remove) }
        journal = Journal(changes: changes, folders: folders)
    }

    private init(site: String, backup: String, journal: Journal) {
        self.site = site
        self.staging = ""
        self.backup = backup
        self.journal = journal
    }

    /// Applies every change, or none: on a failure the files already changed are put back.
    /// A signal waits for it to end (`holdingOff`).
    func apply() throws {
        try Self.uninterrupted {
            do {
                try begin()
                for entry in journal.changes { try perform(entry) }
            } catch {
                rollBack()
                throw error
            }
            finish()
        }
    }

    /// Makes the backup folder and writes the journal into it.
    func begin() throws {
        try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(journal)
        try FileWriter.replace(backup + "/" + Self.journalName, with: data)
    }

    /// Makes one change to `Site/`, keeping the file it replaces or removes in the backup.
    func perform(_ entry: Journal.Entry) throws {
        let (path, change) = (entry.path, entry.change)
        switch change {
        case .replace:
            // Moved out first, so the new file is renamed to a free name: ext4 writes out a
            // file renamed over another at once (`auto_da_alloc`), which for the print page of
            // a large book took longer than the rest of the update.
            try makeFolder(of: path, in: backup)
            try check(site + "/" + path) { rename(site + "/" + path, backup + "/" + path) }
            try check(site + "/" + path) { rename(staging + "/" + path, site + "/" + path) }
        case .add:
            try makeFolder(of: path, in: site)
            try check(site + "/" + path) { rename(staging + "/" + path, site + "/" + path) }
        case .remove:
            try makeFolder(of: path, in: backup)
            try check(site + "/" + path) { rename(site + "/" + path, backup + "/" + path) }
        }
    }

    /// The update is complete: the journal goes first, so a build killed after this point
    /// leaves the new site, then the backup and the folders emptied by removals.
    func finish() {
        unlink(backup + "/" + Self.journalName)
        for entry in journal.changes where entry.change == .remove {
            for folder in Self.folders(of: entry.path).reversed() where rmdir(site + "/" + folder) != 0 { break }
        }
        try? FileManager.default.removeItem(atPath: backup)
    }

    /// Puts back every file the update changed, newest change first, whichever of them were
    /// made, then removes the folders it made and the backup.
    func rollBack() {
        for entry in journal.changes.reversed() {
            let (current, saved) = (site + "/" + entry.path, backup + "/" + entry.path)
            switch entry.change {
            case .replace, .remove:
                if access(saved, F_OK) == 0 { rename(saved, current) }
            case .add:
                unlink(current)
            }
        }
        for folder in journal.folders.reversed() { rmdir(site + "/" + folder) }
        try? FileManager.default.removeItem(atPath: backup)
    }

    /// Puts `site` back as it was before an update whose process died midway: `backup` holds
    /// the update's journal and the old files. An update that completed has no journal left,
    /// and nothing is undone.
    static func recoverAbandoned(backup: String, site: String) {
        guard let data = FileManager.default.contents(atPath: backup + "/" + journalName),
            let journal = try? JSONDecoder().decode(Journal.self, from: data)
        else { return }
        SiteUpdate(site: site, backup: backup, journal: journal).rollBack()
    }

    /// Runs `body` (which exits the process) once no update is under way, and keeps any from
    /// starting: a signal never stops the build between two changes of `Site/`.
    static func holdingOff(_ body: () -> Never) -> Never {
        inProgress.withLock { _ in body() }
    }

    /// Runs `body`, which changes `Site/`, where no signal can stop it (see `holdingOff`).
    static func uninterrupted(_ body: () throws -> Void) throws {
        try inProgress.withLock { _ in try body() }
    }

    private static let inProgress = Mutex(())

    /// The folders that hold `path`, outermost first: "a", "a/b" for "a/b/c.html".
    private static func folders(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    private func makeFolder(of path: String, in root: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        try FileManager.default.createDirectory(
            atPath: root + "/" + path[..<slash], withIntermediateDirectories: true)
    }

    /// Runs a system call that returns 0 on success, and throws its `errno` naming `path`.
    private func check(_ path: String, _ call: () -> Int32) throws {
        guard call() == 0 else { throw FileWriter.Failure(path: path, code: errno) }
    }
}
