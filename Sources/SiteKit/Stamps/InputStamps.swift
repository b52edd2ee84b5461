import Foundation

/// The stamps of everything `Site/` is made from: `Content/` and `Examples/`, but hidden
/// folders such as `Examples/.build`. The other inputs are the generator, whose change
/// empties the cache (`SiteCache.open`), and the toolchain, in the keys.
///
/// A build records them, taken before it read anything, with the key of the site it made
/// (`LastInputs`). The next build takes them again: when none changed, the generator is the
/// same and `Site/` is still what that build wrote, there is nothing to do, and the build ends
/// without loading a chapter: the no-op an author's `swift run site` mostly is.
struct InputStamps: Equatable, Sendable {
    var files: [String: FileStamp]
    /// When they were taken, in nanoseconds since 1970.
    var taken: Int

    init(of project: ProjectLayout) {
        taken = Int(Date().timeIntervalSince1970 * 1_000_000_000)
        var files: [String: FileStamp] = [:]
        for (prefix, folder) in [("Content", project.content), ("Examples", project.examples)] {
            for (path, stamp) in FileStamp.filesAndFolders(in: folder) { files[prefix + "/" + path] = stamp }
        }
        self.files = files
    }

    /// The stamps under each folder of `Examples/`, by the folder's name, then by path inside
    /// it (the folder itself as "").
    var exampleFolders: [String: [String: FileStamp]] {
        var folders: [String: [String: FileStamp]] = [:]
        for (path, stamp) in files where path.hasPrefix("Examples/") {
            let inside = path.dropFirst("Examples/".count)
            guard let slash = inside.firstIndex(of: "/") else { continue }
            folders[String(inside[..<slash]), default: [:]][String(inside[inside.index(after: slash)...])] = stamp
        }
        return folders
    }

    /// Whether every stamp can be trusted (`FileStamp.isSettled`) when they were taken.
    var areSettled: Bool { files.values.allSatisfy { $0.isSettled(at: taken) } }
}
