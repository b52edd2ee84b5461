import Foundation

/// The chapters a build loaded, stored in the cache under their files' stamps, so that the
/// next build reads and parses only the chapter files that changed, as a long-running preview
/// does with its `LoadMemo` in memory. Each chapter's fences are stored with it (when they had
/// no problem), because reading every front matter and parsing every chapter again would make
/// a one-chapter edit's time grow with the book (figures in `docs/performance.md`).
///
/// One cache entry holds them all, each chapter encoded on its own and decoded on every core
/// (as one value, decoding took a quarter of a one-chapter edit on a large book), and each
/// chapter's Markdown raw beside it: decoded as a field, megabytes of text would be checked
/// for valid UTF-8 on every build.
struct StoredChapters {
    /// A chapter file under its stamp, and its fences when they were stored.
    struct Entry: Codable {
        var path: String
        var stamp: FileStamp
        var chapter: Chapter
        var fences: ChapterFences?
    }

    var entries: [Entry]
    /// Each entry's Markdown, in the order of `entries`.
    var bodies: [Data]

    /// What the record's value says: how many chapters its attachments hold.
    fileprivate struct Count: Codable {
        var chapters: Int
    }

    fileprivate static let record = StampRecord<Count>("chapters", notInPreview: true)

    /// The chapters the last build stored, or `nil` when there are none that check out.
    static func read(from memo: SiteCache) -> StoredChapters? {
        guard let (count, parts) = memo.readWithAttachments(record), parts.count == 2 * count.chapters
        else { return nil }
        let entries = Array(0..<count.chapters).parallelMap { index in
            try? BinaryDecoder.decode(Entry.self, from: parts[2 * index])
        }
        guard entries.allSatisfy({ $0 != nil }) else { return nil }
        return StoredChapters(
            entries: entries.compactMap { $0 }, bodies: (0..<count.chapters).map { parts[2 * $0 + 1] })
    }

    /// Stores these chapters for the next build.
    func write(to memo: SiteCache) {
        guard let encoded = try? entries.map({ Data(try BinaryEncoder.encode($0)) }) else { return }
        let parts = zip(encoded, bodies).flatMap { [$0, $1] }
        memo.write(Count(chapters: entries.count), attachments: parts, to: Self.record)
    }

    /// A scan's fences when they can be stored: they had no problems (fences with problems are
    /// read again, so that every build reports them).
    static func storable(_ scan: ChapterScan) -> ChapterFences? {
        scan.problems.isEmpty ? scan.fences : nil
    }
}

extension SiteCache {
    /// What to load the chapters with: a preview's memory, or what the last build stored.
    func loadMemo() -> LoadMemo { keptLoadMemo(or: storedChapterMemo) }

    private func storedChapterMemo() -> LoadMemo {
        guard let stored = StoredChapters.read(from: self) else { return LoadMemo() }
        var known: [String: (stamp: FileStamp, chapter: Chapter)] = [:]
        var scans: [(chapter: Chapter, fences: ChapterFences)] = []
        for (entry, body) in zip(stored.entries, stored.bodies) {
            var chapter = entry.chapter
            chapter.body = String(decoding: body, as: UTF8.self)
            known[entry.path] = (entry.stamp, chapter)
            if let fences = entry.fences { scans.append((chapter, fences)) }
        }
        return LoadMemo(chapters: known, scans: scans)
    }

    /// Stores what `memo` knows of the `loaded` chapters, unless it learned nothing since the
    /// cache gave it. A preview keeps its memo in memory instead.
    func storeChapters(of memo: LoadMemo, loaded: [Chapter]) {
        guard memo.hasLearned, keeps(StoredChapters.record) else { return }
        let known = memo.loadedChapters()
        let current = Set(loaded.map(\.sourcePath))
        let entries = known.filter { current.contains($0.value.chapter.sourcePath) }.sorted { $0.key < $1.key }
            .map { path, entry in
                // Fences with problems are found again, so the build reports them again.
                let known = memo.knownScan(of: entry.chapter)
                var chapter = entry.chapter
                chapter.body = ""
                return StoredChapters.Entry(
                    path: path, stamp: entry.stamp, chapter: chapter, fences: known.flatMap(StoredChapters.storable))
            }
        let bodies = entries.map { Data((known[$0.path]?.chapter.body ?? "").utf8) }
        StoredChapters(entries: entries, bodies: bodies).write(to: self)
    }
}
