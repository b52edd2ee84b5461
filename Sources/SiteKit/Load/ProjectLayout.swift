import Foundation

/// Where things are in a project: the folders the generator reads and writes.
package struct ProjectLayout: Sendable {
    /// The folder holding `Package.swift`, `Content/`, `Examples/` and `Site/`.
    package let root: URL

    package init(root: URL) {
        self.root = root.standardizedFileURL
    }

    package var content: URL { root.appendingPathComponent("Content") }
    package var examples: URL { root.appendingPathComponent("Examples") }
    package var site: URL { root.appendingPathComponent("Site") }
    /// Scratch space that is never committed; the build's temporary directories live here so
    /// that the final rename into `Site/` stays on one file system.
    package var scratch: URL { root.appendingPathComponent(".build").appendingPathComponent("site") }

    /// The nearest folder at or above `path` that holds both `Package.swift` and `Content/`, so
    /// `swift run site` works from any folder of the project (as `swift run` itself does); `path`
    /// itself when there is none, so the error names the folder the user is in.
    package static func enclosingProject(of path: String) -> String {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            let manager = FileManager.default
            // A book: its chapters and its examples (this repository has the generator's
            // Package.swift beside them; a book made by `site init` has none).
            if manager.fileExists(atPath: folder.appendingPathComponent("Content").path),
                manager.fileExists(atPath: folder.appendingPathComponent("Examples").path)
                    || manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return path }
            folder = parent
        }
    }

    /// `url` relative to the root when it is inside it, else its full path.
    package func relativePath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
