import Foundation

/// The chapters a build loaded, stored in the cache under their files' stamps, so that the
/// next build reads and parses only the chapter files that changed, as a long-running preview
/// does with its `LoadMemo` in memory. Each chapter's fences are stored with it (when they had
/// no problem), because reading every front matter and parsing every chapter again would make
/// a one-chapter edit's time grow with the book (figures in `docs/performance.md`). Each
/// chapter's Markdown is stored raw, as an attachment: decoded as a field, megabytes of text
/// would be checked for valid UTF-8 on every build.
struct StoredChapters: Codable {
    /// A chapter file under its stamp, and its fences with the digest of its Markdown when
    /// they were stored.
    struct Entry: Codable {
        var path: String
        var stamp: FileStamp
        var chapter: Chapter
        var fences: ChapterFences?
        var digest: String
    }

    var entries: [Entry]

    /// A scan's fences when they can be stored: they had no problems (fences with problems are
    /// read again, so that every build reports them).
    static func storable(_ scan: ChapterScan) -> ChapterFences? {
        scan.problems.isEmpty ? scan.fences : nil
    }
}

extension SiteCache {
    /// What to load the chapters with: a preview's memory, or what the last build stored.
    func loadMemo() -> LoadMemo {
        if let memory { return memory.load }
        guard let (stored, bodies) = store?.readWithAttachments(StoredChapters.self, kind: "stamps", key: "chapters"),
            bodies.count == stored.entries.count
        else { return LoadMemo() }
        var known: [String: (stamp: FileStamp, chapter: Chapter)] = [:]
        var scans: [(chapter: Chapter, fences: ChapterFences, digest: String)] = []
        for (entry, body) in zip(stored.entries, bodies) {
            var chapter = entry.chapter
            chapter.body = String(decoding: body, as: UTF8.self)
            known[entry.path] = (entry.stamp, chapter)
            if let fences = entry.fences { scans.append((chapter, fences, entry.digest)) }
        }
        return LoadMemo(chapters: known, scans: scans)
    }

    /// Stores what `memo` knows of the `loaded` chapters, unless it learned nothing since the
    /// cache gave it. A preview keeps its memo in memory instead.
    func storeChapters(of memo: LoadMemo, loaded: [Chapter]) {
        guard memory == nil, memo.hasLearned else { return }
        let known = memo.loadedChapters()
        let current = Set(loaded.map(\.sourcePath))
        let entries = known.filter { current.contains($0.value.chapter.sourcePath) }.sorted { $0.key < $1.key }
            .map { path, entry in
                // Fences with problems are found again, so the build reports them again.
                let known = memo.knownScan(of: entry.chapter)
                var chapter = entry.chapter
                chapter.body = ""
                return StoredChapters.Entry(
                    path: path, stamp: entry.stamp, chapter: chapter,
                    fences: known.flatMap { StoredChapters.storable($0.scan) }, digest: known?.digest ?? "")
            }
        let bodies = entries.map { Data((known[$0.path]?.chapter.body ?? "").utf8) }
        try? store?.write(StoredChapters(entries: entries), attachments: bodies, kind: "stamps", key: "chapters")
    }
}
