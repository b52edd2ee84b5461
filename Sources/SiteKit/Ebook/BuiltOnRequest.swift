import Foundation

/// Files in `Site/` that a build does not make but leaves alone: the EPUB edition, which
/// `site epub` writes on request and git ignores (it would add megabytes to the history on
/// every chapter edit). A build carries them over into the new `Site/`, and `site check`
/// neither compares nor requires them.
enum BuiltOnRequest {
    static let paths: Set<String> = [EbookEdition.path]

    /// `files` without the files built on request.
    static func removing<Value>(from files: [String: Value]) -> [String: Value] {
        files.filter { !paths.contains($0.key) }
    }

    /// Links each file built on request from the old site into the new one about to replace
    /// it, so that a build does not delete it; a file that is not there is skipped.
    static func carryOver(from site: String, to staging: String) {
        for path in paths.sorted() where FileManager.default.fileExists(atPath: site + "/" + path) {
            let target = staging + "/" + path
            try? FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if link(site + "/" + path, target) != 0 {
                try? FileManager.default.copyItem(atPath: site + "/" + path, toPath: target)
            }
        }
    }
}
