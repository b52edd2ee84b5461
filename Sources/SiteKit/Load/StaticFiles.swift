import Foundation

/// Files an author wants in `Site/` as they are (`CNAME`, `.nojekyll`, images): they live in
/// `Content/static/` and are copied to the same path under `Site/` on every build, so a build
/// never removes them.
struct StaticFiles {
    var files: [(path: String, data: Data)] = []
    /// Files of the folder that cannot be published: links (see `ProjectLinks`), unreadable
    /// files, anything that is neither a file nor a folder.
    var problems: [Diagnostic] = []

    static func load(_ project: ProjectLayout) -> StaticFiles {
        let folder = project.content.appendingPathComponent("static")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return StaticFiles() }
        var found = StaticFiles()
        for case let path as String in enumerator {
            let shownAs = "Content/static/\(path)"
            let full = folder.path + "/" + path
            if let link = ProjectLinks.problem(at: full, shownAs: shownAs) {
                found.problems.append(link)
                continue
            }
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            guard info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: full) else {
                found.problems.append(
                    Diagnostic(
                        file: shownAs, message: "\(shownAs) cannot be read, so it cannot be published",
                        hint: "make it a regular file you can read (chmod u+r), or remove it"))
                continue
            }
            found.files.append((path, data))
        }
        found.files.sort { $0.path < $1.path }
        found.problems.sort { $0.file < $1.file }
        return found
    }

    /// The problem with a static file that has the path of a page the generator writes.
    static func collision(_ path: String) -> Diagnostic {
        Diagnostic(
            file: "Content/static/\(path)",
            message: "Content/static/\(path) has the path of a file the generator writes",
            hint: "rename it or put it in a folder of its own, such as Content/static/files/")
    }
}
