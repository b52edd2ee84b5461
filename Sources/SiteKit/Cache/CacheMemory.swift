import Synchronization

/// Values a long-running `site serve` keeps in memory between builds, by kind and key (see
/// `MemoKind`): a save then reads back none of the unchanged chapters' pages or the examples'
/// results from disk, and highlights no unchanged code again. A key covers everything its
/// value depends on, so an entry here is exactly as right as the file it mirrors.
///
/// After each complete build, what that build did not use is dropped, so a long session of
/// saves keeps only the latest version of each chapter.
final class CacheMemory: Sendable {
    private struct Entries {
        var byKind: [String: [String: any Sendable]] = [:]
        /// The entries this build used, by kind.
        var used: [String: Set<String>] = [:]
    }

    /// The files the last load read, under their stamps.
    let load = LoadMemo()

    private let entries = Mutex(Entries())

    func value(_ kind: String, key: String) -> (any Sendable)? {
        entries.withLock { entries in
            guard let value = entries.byKind[kind]?[key] else { return nil }
            entries.used[kind, default: []].insert(key)
            return value
        }
    }

    func remember(_ value: any Sendable, _ kind: String, key: String) {
        entries.withLock { entries in
            entries.byKind[kind, default: [:]][key] = value
            entries.used[kind, default: []].insert(key)
        }
    }

    /// Ends a build: after a complete one, the entries it did not use are dropped.
    func finishBuild(complete: Bool) {
        entries.withLock { entries in
            if complete {
                for (kind, values) in entries.byKind {
                    let used = entries.used[kind] ?? []
                    entries.byKind[kind] = values.filter { used.contains($0.key) }
                }
            }
            entries.used = [:]
        }
    }
}
