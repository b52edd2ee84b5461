import Foundation

/// The example folders a build read, stored in the cache under their files' stamps with the
/// example each gave and its hash, so that the next build reads and hashes only the folders
/// that changed, as a long-running preview does with its `LoadMemo` in memory. A folder that
/// gave problems is not stored: it is read again, so every build reports them.
struct StoredExampleFolders: Codable {
    struct Entry: Codable {
        var name: String
        /// Every file of the folder by path inside it, with its stamp.
        var stamps: [String: FileStamp]
        var example: Example
        /// What `Example`'s own coding leaves out: its hash and its resources' bytes.
        var sourceHash: String
        var resources: [String: Data]
    }

    var entries: [Entry]

    static let record = StampRecord<StoredExampleFolders>("examples", notInPreview: true)
}

extension SiteCache {
    /// What to find the example folders with: a preview's memory of them, or what the last
    /// build stored.
    func exampleFolderMemo() -> LoadMemo { keptLoadMemo(or: storedExampleFolderMemo) }

    private func storedExampleFolderMemo() -> LoadMemo {
        guard let stored = read(StoredExampleFolders.record) else { return LoadMemo() }
        var folders: [String: (stamps: [String: FileStamp], example: Example)] = [:]
        for entry in stored.entries {
            var example = entry.example
            (example.sourceHash, example.resources) = (entry.sourceHash, entry.resources)
            folders[entry.name] = (entry.stamps, example)
        }
        return LoadMemo(exampleFolders: folders)
    }

    /// Stores what `memo` knows of the `loaded` examples' folders, unless it learned nothing
    /// since the cache gave it. A preview keeps its memo in memory instead.
    func storeExampleFolders(of memo: LoadMemo, loaded: [String: Example]) {
        guard memo.hasLearnedExamples, keeps(StoredExampleFolders.record) else { return }
        let entries = memo.soundExampleFolders().filter { loaded[$0.key] != nil }.sorted { $0.key < $1.key }.map {
            name, folder in
            StoredExampleFolders.Entry(
                name: name, stamps: folder.stamps, example: folder.example, sourceHash: folder.example.sourceHash,
                resources: folder.example.resources)
        }
        write(StoredExampleFolders(entries: entries), to: StoredExampleFolders.record)
    }
}
