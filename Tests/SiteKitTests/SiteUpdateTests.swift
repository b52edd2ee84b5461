import Foundation
import Testing

@testable import SiteKit

/// `Site/` is updated in place, file by file (`SiteUpdate`): whenever the process dies, the
/// next build finds the old site or the new one, never a mix.
@Suite("Updating Site/ in place")
struct SiteUpdateTests {
    static let old = [
        "index.html": "old home", "kept.html": "kept", "gone/old.html": "gone",
        "nested/page.html": "old page",
    ]
    static let new = [
        "index.html": "new home", "kept.html": "kept", "nested/page.html": "new page",
        "fresh/deep/added.html": "added",
    ]

    /// A project folder with `Site/` holding `old`, the new site's changed files staged, and
    /// the update planned with its backup named as a killed build's would be.
    struct Scene {
        let root: URL
        let site: URL
        let scratch: URL
        let update: SiteUpdate

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("site-update-\(UUID().uuidString)")
            site = root.appendingPathComponent("Site")
            scratch = root.appendingPathComponent(".build/site")
            let staging = scratch.appendingPathComponent("staging-99999999-A")
            try Self.write(SiteUpdateTests.old, into: site)
            let written = SiteUpdateTests.new.filter { SiteUpdateTests.old[$0.key] != $0.value }
            try Self.write(written, into: staging)
            // A process id above the kernel's limit: a build that no longer runs.
            update = SiteUpdate(
                site: site.path, staging: staging.path,
                backup: scratch.appendingPathComponent("backup-99999999-B").path,
                written: written.keys.sorted(),
                removed: SiteUpdateTests.old.keys.filter { SiteUpdateTests.new[$0] == nil }.sorted())
        }

        static func write(_ files: [String: String], into folder: URL) throws {
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        /// Every file of `Site/` with its text, and every folder (ending in "/").
        func contents() -> [String: String] {
            var found: [String: String] = [:]
            let prefix = site.path + "/"
            let enumerator = FileManager.default.enumerator(atPath: site.path)
            while let path = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: prefix + path, isDirectory: &isFolder)
                found[isFolder.boolValue ? path + "/" : path] =
                    isFolder.boolValue ? "" : (try? String(contentsOfFile: prefix + path, encoding: .utf8))
            }
            return found
        }

        func leftInScratch() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).filter {
                $0.hasPrefix("backup-")
            }
        }

        func inode(_ path: String) -> UInt64? { FileStamp(path: site.path + "/" + path)?.inode }
    }

    static func tree(_ files: [String: String]) -> [String: String] {
        var tree = files
        for path in files.keys {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                tree[parts.joined(separator: "/") + "/"] = ""
                parts = parts.dropLast()
            }
        }
        return tree
    }

    @Test("the update plans a replacement, an addition with its new folders, and a removal")
    func plan() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        let changes = scene.update.journal.changes.map { "\($0.change.rawValue) \($0.path)" }
        #expect(
            changes == [
                "add fresh/deep/added.html", "replace index.html", "replace nested/page.html", "remove gone/old.html",
            ])
        #expect(scene.update.journal.folders == ["fresh", "fresh/deep"])
    }

    @Test("a complete update leaves the new site: kept files untouched, emptied folders gone, no backup")
    func complete() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        let keptInode = scene.inode("kept.html")
        let siteInode = FileStamp(path: scene.site.path)?.inode
        try scene.update.apply()
        #expect(scene.contents() == Self.tree(Self.new))
        #expect(scene.inode("kept.html") == keptInode, "a kept file is the same file")
        #expect(FileStamp(path: scene.site.path)?.inode == siteInode, "Site/ itself stays in place")
        #expect(scene.leftInScratch() == [])
    }

    @Test("a build killed after any change of an update: the next build puts the old site back")
    func killedMidway() throws {
        let count = try Scene().update.journal.changes.count
        for made in 0...count {
            let scene = try Scene()
            defer { try? FileManager.default.removeItem(at: scene.root) }
            let keptInode = scene.inode("kept.html")
            try scene.update.begin()
            for entry in scene.update.journal.changes.prefix(made) { try scene.update.perform(entry) }
            if made == count {
                #expect(scene.contents() != Self.tree(Self.old), "every change was made")
            }

            ScratchFolders.removeAbandoned(in: scene.scratch, site: scene.site)
            #expect(scene.contents() == Self.tree(Self.old), "after \(made) of \(count) changes")
            #expect(scene.inode("kept.html") == keptInode)
            #expect(scene.leftInScratch() == [])
        }
    }

    @Test("a build killed after its update completed, before the backup was removed, keeps the new site")
    func killedAfterCompleting() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        try scene.update.begin()
        for entry in scene.update.journal.changes { try scene.update.perform(entry) }
        // The journal goes first when an update completes; the process dies right after.
        unlink(scene.update.backup + "/" + SiteUpdate.journalName)

        ScratchFolders.removeAbandoned(in: scene.scratch, site: scene.site)
        let expected = Self.tree(Self.new).merging(["gone/": ""]) { a, _ in a }
        #expect(scene.contents() == expected, "the new files, and the folder the removal emptied")
        #expect(scene.leftInScratch() == [])
    }

    @Test("a change that fails puts back every change made before it, and the error names the file")
    func failureRollsBack() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        // Nothing staged for the last replacement: its rename fails after the others were made.
        let last = try #require(scene.update.journal.changes.last { $0.change == .replace })
        try FileManager.default.removeItem(atPath: scene.update.staging + "/" + last.path)
        #expect {
            try scene.update.apply()
        } throws: { error in
            (error as? FileWriter.Failure)?.path == scene.site.path + "/" + last.path
        }
        #expect(scene.contents() == Self.tree(Self.old))
        #expect(scene.leftInScratch() == [])
    }
}
