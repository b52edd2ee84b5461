import Foundation
import Synchronization

/// Where the layout stage hands each file of the site as soon as it is ready, so a large
/// site never sits in memory whole. Called from several tasks at once.
protocol SiteSink: Sendable {
    /// Whether the destination already holds the page at `path` laid out from inputs whose
    /// digest is `inputKey`, so laying it out again would give the same bytes.
    func isCurrent(_ path: String, inputKey: String) -> Bool
    /// Takes the file at `path`. `inputKey` is the digest of what the page was laid out
    /// from, for pages that have one.
    func add(_ path: String, _ data: Data, inputKey: String?) throws
    /// Takes the file at `path` made of `parts`, one after the other, each taken as it is made
    /// and read once: the print page of a large book is made a chapter at a time.
    func add(_ path: String, parts: some Sequence<Data>, inputKey: String?) throws
    /// Keeps the current page at `path`, for which `isCurrent` said yes.
    func keep(_ path: String, inputKey: String)
    /// Whether a file at `path` has been added or kept.
    func contains(_ path: String) -> Bool
    /// Where the files go, for the log: " into Site/", or nothing for memory.
    var destination: String { get }
}

/// Collects the site in memory: what `site check` compares with the committed `Site/`.
final class InMemorySite: SiteSink {
    let destination = ""
    private let storage = Mutex<[String: Data]>([:])

    var files: [String: Data] { storage.withLock { $0 } }

    func isCurrent(_ path: String, inputKey: String) -> Bool { false }

    func add(_ path: String, _ data: Data, inputKey: String?) {
        storage.withLock { $0[path] = data }
    }

    func add(_ path: String, parts: some Sequence<Data>, inputKey: String?) {
        add(path, parts.reduce(into: Data()) { $0.append($1) }, inputKey: inputKey)
    }

    func keep(_ path: String, inputKey: String) {}

    func contains(_ path: String) -> Bool { storage.withLock { $0[path] != nil } }
}
