import Foundation

/// Files in `Site/` that a build does not make but leaves alone: the EPUB edition, which
/// `site epub` writes on request and git ignores (it would add megabytes to the history on
/// every chapter edit). A build updates `Site/` around them, and `site check` neither compares
/// nor requires them.
enum BuiltOnRequest {
    /// Whether `path` (in `Site/`) is one: an EPUB among the downloads, whatever the book names it.
    static func contains(_ path: String) -> Bool {
        path.hasPrefix("downloads/") && path.hasSuffix(".epub") && !path.dropFirst(10).contains("/")
    }

    /// `files` without the files built on request.
    static func removing<Value>(from files: [String: Value]) -> [String: Value] {
        files.filter { !contains($0.key) }
    }
}
