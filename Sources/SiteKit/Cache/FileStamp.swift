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

    /// Stored as `[size, modified, inode]`: the record of a large site holds thousands of
    /// stamps, and three numbers decode faster than an object with named fields.
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        size = try fields.decode(Int.self)
        modifiedNanoseconds = try fields.decode(Int.self)
        inode = try fields.decode(UInt64.self)
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(size)
        try fields.encode(modifiedNanoseconds)
        try fields.encode(inode)
    }
}

extension RecordWriter {
    /// Stamps by path, in path order.
    mutating func write(_ stamps: [String: FileStamp]) {
        write(stamps.count)
        for (path, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            write(path)
            stamp.write(to: &self)
        }
    }
}

extension RecordReader {
    /// Stamps by path, as `RecordWriter.write(_:)` wrote them.
    mutating func stamps() throws(Malformed) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for _ in 0..<(try count()) {
            let path = try string()
            stamps[path] = try FileStamp(reading: &self)
        }
        return stamps
    }
}

extension FileStamp: CacheRecord {
    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        size = try reader.int()
        modifiedNanoseconds = try reader.int()
        inode = try reader.unsigned()
    }

    func write(to writer: inout RecordWriter) {
        writer.write(size)
        writer.write(modifiedNanoseconds)
        writer.write(inode)
    }

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
