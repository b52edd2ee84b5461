import Foundation

/// The chapters a build loaded, stored in the cache under their files' stamps, so that the
/// next build reads and parses only the chapter files that changed, as a long-running preview
/// does with its `LoadMemo` in memory. In a book of thousands of chapters, reading every
/// front matter again was a fifth of a one-chapter edit. Each chapter's Markdown is stored
/// raw as an attachment.
struct StoredChapters: CacheRecord {
    /// The generator and toolchain that read them: another reads every file again.
    var fingerprint: String
    var entries: [(path: String, stamp: FileStamp, chapter: Chapter)]

    init(fingerprint: String, entries: [(path: String, stamp: FileStamp, chapter: Chapter)]) {
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
            entries.append((path, stamp, chapter))
        }
    }

    func write(to writer: inout RecordWriter) {
        writer.write(fingerprint)
        writer.write(entries.count)
        for (path, stamp, chapter) in entries {
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
        for ((path, stamp, chapter), body) in zip(stored.entries, bodies) {
            guard let body = String(validating: body, as: UTF8.self) else { return LoadMemo() }
            var chapter = chapter
            chapter.body = body
            known[path] = (stamp, chapter)
        }
        return LoadMemo(chapters: known)
    }

    /// Stores what `memo` knows of the `loaded` chapters, unless it learned nothing since the
    /// cache gave it. A preview keeps its memo in memory instead.
    func storeChapters(of memo: LoadMemo, loaded: [Chapter]) {
        guard memory == nil else { return }
        let (known, learned) = memo.loadedChapters()
        guard learned else { return }
        let current = Set(loaded.map(\.sourcePath))
        let entries = known.filter { current.contains($0.value.chapter.sourcePath) }.sorted { $0.key < $1.key }
            .map { (path: $0.key, stamp: $0.value.stamp, chapter: $0.value.chapter) }
        try? store.writeRecord(
            StoredChapters(fingerprint: fingerprint, entries: entries),
            attachments: entries.map { Data($0.chapter.body.utf8) }, kind: "stamps", key: "chapters")
    }
}
