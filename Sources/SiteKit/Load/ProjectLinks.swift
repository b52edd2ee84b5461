import Foundation

/// The build reads only real files and folders of the project: a symbolic link under
/// `Content/` or `Examples/` could publish any file of the machine that builds the site (a
/// secret on a CI host), so every link there is refused, wherever it leads, with an error that
/// says where it leads. Refusing every link, rather than only those that lead out, keeps the
/// rule one sentence long and the same on every machine. Special files (a FIFO, a device, a
/// socket) are refused too: reading one can block the build for good.
enum ProjectLinks {
    /// The problem with `path` (absolute) when it is a symbolic link or a special file;
    /// `shownAs` is its path in the project, as errors name it.
    static func problem(at path: String, shownAs: String) -> Diagnostic? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "a target it cannot read"
            return Diagnostic(
                file: shownAs, message: "\(shownAs) is a symbolic link to \(target); the build follows no links",
                hint: "replace the link with the file itself (a copy), so that nothing outside the project is published"
            )
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "a special file"
        }
        return Diagnostic(
            file: shownAs, message: "\(shownAs) is \(kind), not a regular file; the build reads only files and folders",
            hint: "replace it with a regular file, or move it out of the project")
    }
}
