import Foundation

/// The chapters a build loaded, stored in the cache under their files' stamps, so that the
/// next build reads and parses only the chapter files that changed, as a long-running preview
/// does with its `LoadMemo` in memory. Each chapter's fences are stored with it (when they had
/// no problem), because reading every front matter and parsing every chapter again would make
/// a one-chapter edit's time grow with the book (figures in `docs/performance.md`). Each
/// chapter's Markdown is stored raw as an attachment.
struct StoredChapters: CacheRecord {
    /// A chapter, and its fences with the digest of its Markdown when they were stored.
    typealias Entry = (
        path: String, stamp: FileStamp, chapter: Chapter, scanned: (fences: ChapterFences, digest: String)?
    )

    /// The generator and toolchain that read them: another reads every file again.
    var fingerprint: String
    var entries: [Entry]

    init(fingerprint: String, entries: [Entry]) {
        self.fingerprint = fingerprint
        self.entries = entries
    }

    /// Reads everything but the chapters' bodies, which `SiteCache.loadMemo` fills in from
    /// the attachments.
    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        fingerprint = try reader.string()
        entries = []
        for _ in 0..<(try reader.count()) {
            let path = try reader.string()
            let stamp = try FileStamp(reading: &reader)
            let slug = try reader.string()
            let sourcePath = try reader.string()
            let (title, intent, category, order) = (
                try reader.string(), try reader.string(), try reader.string(), try reader.int()
            )
            let related = try reader.strings()
            let answers = try reader.strings()
            guard answers.count == Glance.questions.count else { throw RecordReader.Malformed() }
            let glance = Glance(
                what: answers[0], benefits: answers[1], useWhen: answers[2], avoidWhen: answers[3],
                rightWhen: answers[4], pitfalls: answers[5])
            let bodyFirstLine = try reader.int()
            var relatedLines: [String: Int] = [:]
            for _ in 0..<(try reader.count()) { relatedLines[try reader.string()] = try reader.int() }
            let metadata = ChapterMetadata(
                title: title, intent: intent, category: category, order: order, related: related, glance: glance)
            let chapter = Chapter(
                slug: slug, sourcePath: sourcePath, metadata: metadata, body: "", bodyFirstLine: bodyFirstLine,
                relatedLines: relatedLines)
            let scanned = try reader.bool() ? (try ChapterFences(reading: &reader), try reader.string()) : nil
            entries.append((path, stamp, chapter, scanned))
        }
    }

    /// A scan's fences when they can be stored: they had no problems (fences with problems are
    /// read again, so that every build reports them).
    static func storable(_ scan: ChapterScan) -> ChapterFences? {
        scan.problems.isEmpty ? scan.fences : nil
    }

    func write(to writer: inout RecordWriter) {
        writer.write(fingerprint)
        writer.write(entries.count)
        for (path, stamp, chapter, scanned) in entries {
            writer.write(path)
            stamp.write(to: &writer)
            writer.write(chapter.slug)
            writer.write(chapter.sourcePath)
            let metadata = chapter.metadata
            writer.write(metadata.title)
            writer.write(metadata.intent)
            writer.write(metadata.category)
            writer.write(metadata.order)
            writer.write(metadata.related)
            writer.write(metadata.glance.answers)
            writer.write(chapter.bodyFirstLine)
            writer.write(chapter.relatedLines.count)
            for (name, line) in chapter.relatedLines.sorted(by: { $0.key < $1.key }) {
                writer.write(name)
                writer.write(line)
            }
            writer.write(scanned != nil)
            if let (fences, digest) = scanned {
                fences.write(to: &writer)
                writer.write(digest)
            }
        }
    }
}

extension SiteCache {
    /// What to load the chapters with: a preview's memory, or what the last build stored.
    func loadMemo() -> LoadMemo {
        if let memory { return memory.load }
        guard let (stored, bodies) = store.readRecord(StoredChapters.self, kind: "stamps", key: "chapters"),
            stored.fingerprint == fingerprint, bodies.count == stored.entries.count
        else { return LoadMemo() }
        var known: [String: (stamp: FileStamp, chapter: Chapter)] = [:]
        var scans: [(chapter: Chapter, fences: ChapterFences, digest: String)] = []
        for ((path, stamp, chapter, scanned), body) in zip(stored.entries, bodies) {
            guard let body = String(validating: body, as: UTF8.self) else { return LoadMemo() }
            var chapter = chapter
            chapter.body = body
            known[path] = (stamp, chapter)
            if let (fences, digest) = scanned { scans.append((chapter, fences, digest)) }
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
            .map { path, entry -> StoredChapters.Entry in
                // Fences with problems are found again, so the build reports them again.
                let known = memo.knownScan(of: entry.chapter)
                let scanned = known.flatMap { known in StoredChapters.storable(known.scan).map { ($0, known.digest) } }
                return (path, entry.stamp, entry.chapter, scanned)
            }
        try? store.writeRecord(
            StoredChapters(fingerprint: fingerprint, entries: entries),
            attachments: entries.map { Data($0.chapter.body.utf8) }, kind: "stamps", key: "chapters")
    }
}
