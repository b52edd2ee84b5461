import Foundation
import Synchronization

/// What the last load read, kept by a long-running `site serve` (and stored by the cache
/// between builds: `StoredChapters`, `StoredExampleFolders`) so that a save makes the next load
/// read only the files that changed: each chapter and example folder under its files' stamps
/// (see `FileStamp`), and the fences found in each chapter under its text.
///
/// A file whose stamp is unchanged has the same bytes, with one exception that `git` calls the
/// "racily clean" file: a write in the same tick of the file system's clock as the read that
/// was remembered keeps the stamp. So a file not settled (`FileStamp.isSettled`) when it was
/// read is not remembered; the next load reads it again.
final class LoadMemo: Sendable {
    private struct ChapterEntry {
        var stamp: FileStamp
        var chapter: Result<Chapter, BuildFailure>
    }

    private struct ScanEntry {
        var chapter: Chapter
        var scan: ChapterScan
    }

    private struct ExampleEntry {
        /// Every file of the folder by name, with its stamp.
        var stamps: [String: FileStamp]
        var result: ExampleCatalog.FolderResult
    }

    private let chapters = Mutex<[String: ChapterEntry]>([:])
    private let scans = Mutex<[String: ScanEntry]>([:])
    private let examples = Mutex<[String: ExampleEntry]>([:])
    /// Whether a chapter or its fences were remembered since `init`, so that what the cache
    /// stores of this memo (`SiteCache.storeChapters`) is out of date.
    private let learned = Mutex(false)
    /// Whether an example folder was remembered since `init` (`SiteCache.storeExampleFolders`).
    private let learnedExamples = Mutex(false)

    init() {}

    /// A memo that knows these chapters, as an earlier build stored them, by file path, and
    /// the fences found in them.
    init(
        chapters known: [String: (stamp: FileStamp, chapter: Chapter)] = [:],
        scans knownScans: [(chapter: Chapter, fences: ChapterFences)] = [],
        exampleFolders knownFolders: [String: (stamps: [String: FileStamp], example: Example)] = [:]
    ) {
        examples.withLock { entries in
            for (name, folder) in knownFolders {
                entries[name] = ExampleEntry(stamps: folder.stamps, result: .example(folder.example, problems: []))
            }
        }
        chapters.withLock { entries in
            for (path, entry) in known {
                entries[path] = ChapterEntry(stamp: entry.stamp, chapter: .success(entry.chapter))
            }
        }
        scans.withLock { entries in
            for (chapter, fences) in knownScans {
                entries[chapter.sourcePath] = ScanEntry(
                    chapter: chapter, scan: ChapterScan(fences: fences, problems: []))
            }
        }
    }

    /// The chapters remembered that loaded without problems, by file path.
    func loadedChapters() -> [String: (stamp: FileStamp, chapter: Chapter)] {
        chapters.withLock { entries in
            entries.compactMapValues { entry -> (stamp: FileStamp, chapter: Chapter)? in
                guard case .success(let chapter) = entry.chapter else { return nil }
                return (entry.stamp, chapter)
            }
        }
    }

    /// Whether a chapter or its fences were remembered since `init`.
    var hasLearned: Bool { learned.withLock { $0 } }

    // MARK: Chapters

    /// The chapter read from the file at `path` (or why it cannot be used) if the file is
    /// unchanged since it was remembered with this `stamp`.
    func chapter(at path: String, stamp: FileStamp) -> Result<Chapter, BuildFailure>? {
        chapters.withLock { entries in entries[path].flatMap { $0.stamp == stamp ? $0.chapter : nil } }
    }

    func remember(_ chapter: Result<Chapter, BuildFailure>, at path: String, stamp: FileStamp) {
        guard stamp.isSettled() else {
            chapters.withLock { _ = $0.removeValue(forKey: path) }
            return
        }
        chapters.withLock { $0[path] = ChapterEntry(stamp: stamp, chapter: chapter) }
        learned.withLock { $0 = true }
    }

    /// The fences of `chapter`, if a chapter with the same file, text and lines was scanned
    /// before.
    func knownScan(of chapter: Chapter) -> ChapterScan? {
        scans.withLock { entries in
            guard let entry = entries[chapter.sourcePath], entry.chapter.bodyFirstLine == chapter.bodyFirstLine,
                Self.sameBytes(entry.chapter.body, chapter.body)
            else { return nil }
            return entry.scan
        }
    }

    func remember(scan: ChapterScan, of chapter: Chapter) {
        scans.withLock { $0[chapter.sourcePath] = ScanEntry(chapter: chapter, scan: scan) }
        // The fences of a chapter not remembered itself (saved too recently to trust its
        // stamp) are not worth storing: the next load reads that chapter again anyway.
        if chapters.withLock({ $0[chapter.sourcePath] != nil }) { learned.withLock { $0 = true } }
    }

    /// Whether two texts have the same UTF-8 bytes, compared as memory (not at all when they
    /// share their storage, as a chapter and its stored scan read from the cache do).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var (a, b) = (a, b)
        return a.withUTF8 { first in
            b.withUTF8 { second in
                first.isEmpty || first.baseAddress == second.baseAddress
                    || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }

    // MARK: Examples

    /// What the example folder `name` gave when its files had exactly these stamps.
    func exampleFolder(_ name: String, stamps: [String: FileStamp]) -> ExampleCatalog.FolderResult? {
        examples.withLock { entries in entries[name].flatMap { $0.stamps == stamps ? $0.result : nil } }
    }

    func remember(exampleFolder result: ExampleCatalog.FolderResult, _ name: String, stamps: [String: FileStamp]) {
        guard stamps.values.allSatisfy({ $0.isSettled() }) else {
            examples.withLock { _ = $0.removeValue(forKey: name) }
            return
        }
        examples.withLock { $0[name] = ExampleEntry(stamps: stamps, result: result) }
        learnedExamples.withLock { $0 = true }
    }

    /// Whether an example folder was remembered since `init`.
    var hasLearnedExamples: Bool { learnedExamples.withLock { $0 } }

    /// The example folders remembered that gave an example without problems (those with
    /// problems are read again, so that every build reports them), by name.
    func soundExampleFolders() -> [String: (stamps: [String: FileStamp], example: Example)] {
        examples.withLock { entries in
            entries.compactMapValues { entry in
                guard case .example(let example, let problems) = entry.result, problems.isEmpty else { return nil }
                return (entry.stamps, example)
            }
        }
    }
}
