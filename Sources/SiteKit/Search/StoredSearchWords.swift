import Foundation

/// The search index's word list as the last build made it, stored with the cache key of each
/// page it was made from, so that an edit re-encodes only the words of the chapters whose key
/// changed (`SearchWordList.replacing`) instead of every posting of the book. The
/// items and their ends are stored raw as the two attachments.
struct StoredSearchWords: Codable {
    /// Each page's cache key, in catalogue order: a page's key decides its entry.
    var pageKeys: [String]

    static let record = StampRecord<StoredSearchWords>("search words")

    /// The ends as attachment bytes: 32-bit, little-endian.
    static func bytes(ofEnds ends: [Int]) -> Data {
        ends.map { UInt32(truncatingIfNeeded: $0).littleEndian }.withUnsafeBytes { Data($0) }
    }

    static func ends(from data: Data) -> [Int]? {
        guard data.count % 4 == 0 else { return nil }
        var words = [UInt32](repeating: 0, count: data.count / 4)
        _ = words.withUnsafeMutableBytes { data.copyBytes(to: $0) }
        return words.map { Int(UInt32(littleEndian: $0)) }
    }
}

extension SiteCache {
    /// The word list of the search index for pages with these cache keys and entries, in
    /// catalogue order: the stored one when no key changed, the stored one with the changed
    /// chapters' words made again when only a few did (their old entries are in the page
    /// cache under their old keys), otherwise made afresh. The list is stored for the next build.
    func searchWords(pageKeys: [String], entries: [StoredText]) -> SearchWordList {
        let stored = readWithAttachments(StoredSearchWords.record)
        var previous: SearchWordList?
        if let (record, attachments) = stored, record.pageKeys.count == pageKeys.count, attachments.count == 2,
            let ends = StoredSearchWords.ends(from: attachments[1]), ends.last ?? 0 == attachments[0].count
        {
            if record.pageKeys == pageKeys { return SearchWordList(items: Array(attachments[0]), ends: ends) }
            let changed = pageKeys.indices.filter { record.pageKeys[$0] != pageKeys[$0] }
            // Replacing a chapter's words costs about what reading its old and new entries
            // again does; past a few chapters, making the list afresh on both cores is as quick.
            if changed.count <= max(1, pageKeys.count / 16) {
                let changes = changed.compactMap { page in
                    value(.page, key: record.pageKeys[page]).map {
                        SearchWordList.Change(
                            page: page, old: $0.searchEntry.string, new: entries[page].string)
                    }
                }
                if changes.count == changed.count {
                    previous = SearchWordList(items: Array(attachments[0]), ends: ends).replacing(changes)
                }
            }
        }
        let words = previous ?? SearchWordList(entries: entries.map(\.string))
        write(
            StoredSearchWords(pageKeys: pageKeys),
            attachments: [Data(words.items), StoredSearchWords.bytes(ofEnds: words.ends)], to: StoredSearchWords.record)
        return words
    }
}
