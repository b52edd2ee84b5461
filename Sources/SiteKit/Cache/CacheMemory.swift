import Synchronization

/// Decoded cache entries kept in memory between builds of one long-running `site serve`, by
/// the same keys as their files: a save then reads back none of the unchanged chapters' pages
/// or the examples' results from disk. A key covers everything its value depends on, so an
/// entry here is exactly as right as the file it mirrors.
final class CacheMemory: Sendable {
    private struct Pages {
        var byKey: [String: RenderedChapter] = [:]
        /// Each chapter's latest key: only its latest page is kept, so a long session of
        /// saves does not keep every version of a chapter.
        var latest: [String: String] = [:]
    }

    /// The files the last load read, under their stamps.
    let load = LoadMemo()

    private let pages = Mutex(Pages())
    private let runs = Mutex<[String: RunResult]>([:])
    private let markerProblems = Mutex<[String: [Diagnostic]]>([:])
    private let diagnostics = Mutex<[String: CompilerDiagnostics]>([:])
    /// Each example's sources and their hash: hashing every example's sources on every save
    /// costs more than comparing them with the last ones.
    private let sourceHashes = Mutex<[String: (files: [Example.SourceFile], hash: String)]>([:])

    func page(forKey key: String) -> RenderedChapter? { pages.withLock { $0.byKey[key] } }

    func remember(_ page: RenderedChapter, key: String) {
        pages.withLock { pages in
            let slug = page.chapter.slug
            if let old = pages.latest[slug], old != key { pages.byKey[old] = nil }
            pages.latest[slug] = key
            pages.byKey[key] = page
        }
    }

    func result(forKey key: String) -> RunResult? { runs.withLock { $0[key] } }

    func remember(_ result: RunResult, key: String) { runs.withLock { $0[key] = result } }

    /// The snippet-marker problems of an example, by the hash of its sources.
    func markerProblems(forSourceHash hash: String) -> [Diagnostic]? { markerProblems.withLock { $0[hash] } }

    func remember(_ problems: [Diagnostic], sourceHash hash: String) {
        markerProblems.withLock { $0[hash] = problems }
    }

    /// What the compiler said, read, by the key it is cached under.
    func diagnostics(forKey key: String) -> CompilerDiagnostics? { diagnostics.withLock { $0[key] } }

    func remember(_ said: CompilerDiagnostics, key: String) { diagnostics.withLock { $0[key] = said } }

    /// The hash of `example`'s sources if they are the ones last hashed for its name.
    func sourceHash(of example: Example) -> String? {
        sourceHashes.withLock { known in
            guard let entry = known[example.name], entry.files.count == example.files.count,
                zip(entry.files, example.files).allSatisfy({
                    $0.name == $1.name && LoadMemo.sameBytes($0.text, $1.text)
                })
            else { return nil }
            return entry.hash
        }
    }

    func remember(sourceHash hash: String, of example: Example) {
        sourceHashes.withLock { $0[example.name] = (example.files, hash) }
    }
}
