import Foundation

/// What `stat` says about a file: enough to notice that it changed without reading it, the
/// way `make`, git's index and ccache do. Nanosecond times and the inode number catch an
/// edit that keeps the size, and a file replaced by another.
struct FileStamp: Codable, Sendable, Hashable {
    var size: Int
    var modifiedNanoseconds: Int
    var inode: UInt64

    /// The stamp of the file at `path`, following symbolic links; `nil` when it does not exist.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(size: Int, modifiedNanoseconds: Int, inode: UInt64) {
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        modifiedNanoseconds = SystemInfo.modifiedNanoseconds(info)
        inode = UInt64(info.st_ino)
    }

    /// How old a file's modification time must be for its stamp to be trusted: a file system
    /// keeps modification times to a tick (2 s on FAT, 1 s on HFS+), and a file written twice
    /// in one tick with the same size keeps its stamp (git's "racily clean" file).
    static let settlingNanoseconds = 2_000_000_000

    /// Whether the file was last modified a whole tick of the coarsest clock before
    /// `nanoseconds` (since 1970), so any later write changes the stamp. The one rule every
    /// check by stamp follows (the load memo, the no-op build, the preview's theme).
    func isSettled(at nanoseconds: Int = Self.now()) -> Bool {
        nanoseconds - modifiedNanoseconds >= Self.settlingNanoseconds
    }

    /// The time now, in nanoseconds since 1970.
    static func now() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }
}

extension FileStamp {
    /// Every regular file under `folder`, by path relative to it, found with `readdir` and
    /// `lstat` (much cheaper than Foundation's enumerator with resource values on thousands of
    /// files). Symbolic links are not followed; an unreadable or missing folder has no files.
    static func files(in folder: URL) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        walk(folder.path, prefix: "", into: &stamps)
        return stamps
    }

    /// Every regular file and folder under `folder` but hidden ones (`.build`, `.git`), by
    /// path relative to it (a folder's ends in "/"), the folder itself as "/". A folder's
    /// stamp changes when an entry in it is added, removed or renamed, a symbolic link too
    /// (which the build refuses: `ProjectLinks`).
    static func filesAndFolders(in folder: URL) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        stamps["/"] = FileStamp(path: folder.path)
        walk(folder.path, prefix: "", into: &stamps, foldersToo: true)
        return stamps
    }

    private static func walk(
        _ path: String, prefix: String, into stamps: inout [String: FileStamp], foldersToo: Bool = false
    ) {
        for name in names(in: path) {
            if foldersToo && name.hasPrefix(".") { continue }
            let full = path + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: stamps[prefix + name] = FileStamp(info)
            case S_IFDIR:
                if foldersToo { stamps[prefix + name + "/"] = FileStamp(info) }
                walk(full, prefix: prefix + name + "/", into: &stamps, foldersToo: foldersToo)
            default: continue
            }
        }
    }

    /// The names in `folder` but `.` and `..`, read with `readdir`; none when it cannot be read.
    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
