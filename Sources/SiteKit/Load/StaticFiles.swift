import Foundation

/// Files an author wants in `Site/` as they are (`CNAME`, `.nojekyll`, images): they live in
/// `Content/static/` and are copied to the same path under `Site/` on every build, so a swap
/// of `Site/` never loses them.
struct StaticFiles {
    var files: [(path: String, data: Data)] = []

    static func load(_ project: ProjectLayout) -> StaticFiles {
        let folder = project.content.appendingPathComponent("static")
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return StaticFiles() }
        let prefix = folder.standardizedFileURL.path + "/"
        var files: [(String, Data)] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = try? Data(contentsOf: url)
            else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            files.append((String(path.dropFirst(prefix.count)), data))
        }
        return StaticFiles(files: files.sorted { $0.0 < $1.0 })
    }

    /// The problem with a static file that has the path of a page the generator writes.
    static func collision(_ path: String) -> Diagnostic {
        Diagnostic(
            file: "Content/static/\(path)",
            message: "Content/static/\(path) has the path of a file the generator writes",
            hint: "rename it or put it in a folder of its own, such as Content/static/files/")
    }
}
