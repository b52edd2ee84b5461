import Foundation

/// The build reads only real files and folders of the project: a symbolic link under
/// `Content/` or `Examples/` could publish any file of the machine that builds the site (a
/// secret on a CI host), so every link there is refused, wherever it leads, with an error that
/// says where it leads. Refusing every link, rather than only those that lead out, keeps the
/// rule one sentence long and the same on every machine.
enum ProjectLinks {
    /// The problem with `path` (absolute) when it is a symbolic link; `shownAs` is its path in
    /// the project, as errors name it.
    static func problem(at path: String, shownAs: String) -> Diagnostic? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "a target it cannot read"
        return Diagnostic(
            file: shownAs, message: "\(shownAs) is a symbolic link to \(target); the build follows no links",
            hint: "replace the link with the file itself (a copy), so that nothing outside the project is published")
    }
}
