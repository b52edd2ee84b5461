import Foundation

/// Writes a file with `open` and `write`, and no `fsync`.
///
/// Foundation's `Data.write(to:)` on Linux flushes every file to the disk before it returns;
/// for the thousands of pages and cache entries of a large book that waiting was a large part
/// of a build. Neither needs it: files move into `Site/` only after every file is written (a
/// build that stops early leaves the old site), and a damaged cache entry fails its checksum
/// and reads as a miss. Hugo and most other generators do not flush either.
enum FileWriter {
    /// Replaces the file at `path` with `data`, creating it if needed.
    /// - Throws: a `Failure` naming the path and the reason.
    static func replace(_ path: String, with data: Data) throws {
        try replace(path, withParts: CollectionOfOne(data))
    }

    /// Replaces the file at `path` with `parts`, one after the other, creating it if needed:
    /// the print page of a large book is thousands of sections, each written as it is made.
    /// - Returns: how many bytes the file holds.
    /// - Throws: a `Failure` naming the path and the reason.
    @discardableResult
    static func replace(_ path: String, withParts parts: some Sequence<Data>) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var size = 0
        for part in parts {
            let error = writeAll(part, to: descriptor)
            if error != 0 { throw failure(path, error) }
            size += part.count
        }
        return size
    }

    /// Writes all of `data` to the open file `descriptor`, however many `write` calls that
    /// takes; returns 0, or the `errno` of the call that failed.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Whether the file at `path` holds exactly `data`.
    static func holds(_ path: String, _ data: Data) -> Bool { holds(path, parts: CollectionOfOne(data)) }

    /// Whether the files at `path` and `other` hold the same bytes, read a piece at a time.
    static func same(_ path: String, _ other: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        // A read that fails ends the pieces early, and `other` then holds more than they do.
        let pieces = sequence(state: handle) { handle in
            (try? handle.read(upToCount: 1 << 20)).flatMap { $0.isEmpty ? nil : $0 }
        }
        return holds(other, parts: pieces)
    }

    /// Whether the file at `path` holds exactly `parts`, one after the other. Read a piece at
    /// a time, stopping at the first that differs: the print page of a large book is many
    /// megabytes, and an edit changes it somewhere in the middle.
    static func holds(_ path: String, parts: some Sequence<Data>) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let pieceSize = 1 << 20
        var piece = [UInt8](repeating: 0, count: pieceSize)
        return piece.withUnsafeMutableBytes { piece -> Bool in
            for part in parts {
                let same = part.withUnsafeBytes { expected -> Bool in
                    var offset = 0
                    while offset < expected.count {
                        let count = read(descriptor, piece.baseAddress!, min(pieceSize, expected.count - offset))
                        if count < 0 && errno == EINTR { continue }
                        guard count > 0, memcmp(piece.baseAddress!, expected.baseAddress! + offset, count) == 0 else {
                            return false
                        }
                        offset += count
                    }
                    return true
                }
                guard same else { return false }
            }
            // Nothing after the last part.
            while true {
                let count = read(descriptor, piece.baseAddress!, 1)
                if count < 0 && errno == EINTR { continue }
                return count == 0
            }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure { Failure(path: path, code: code) }

    /// Why a file operation failed, in the system's words ("file too large", "no space left
    /// on device"): Foundation's own description of a write error on Linux is only
    /// "NSCocoaErrorDomain error 512".
    static func reason(_ error: any Error) -> String {
        if let failure = error as? Failure { return failure.reason }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.domain == NSPOSIXErrorDomain ? underlying?.code : nil {
            return String(cString: strerror(Int32(code))).lowercased()
        }
        return error.localizedDescription
    }

    /// A file that could not be written: its path and the system's reason, in words.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        /// The `errno` of the call that failed.
        var code: Int32

        /// What went wrong, as the system says it: "file too large", "no space left on device".
        var reason: String { String(cString: strerror(code)).lowercased() }

        /// What the author can do about it.
        var hint: String {
            switch code {
            case ENOSPC, EDQUOT: "free some space on the disk, then build again"
            case EFBIG: "the file system or a limit (ulimit -f) does not allow a file this large"
            case EACCES, EPERM, EROFS: "make the folder writable by you (chmod u+w), then build again"
            default: "check that the disk has room and that the folder is writable, then build again"
            }
        }

        var description: String { "could not write \(path): \(reason)" }
    }
}
