import Foundation
import Synchronization

/// The cache entries of one kind, in one file instead of one file each: the rendered pages
/// of a large book, thousands of them, and the runs' results.
///
/// Creating a file costs far more than writing its bytes, and on some file systems much more
/// right after many were deleted (ext4 without a journal passes over every inode freed in
/// the last minute for each file it creates), which is exactly what a build after a clean
/// does. So entries are appended to one file, each after a line with its key and length:
///
///     site-cache 10 pack           (CacheStore.header, then "pack")
///     <key> <length>
///     <an entry, exactly as CacheStore writes it to a file of its own>
///     <key> <length>
///     ...
///
/// Each entry keeps its own header and checksum, so a damaged one reads as a miss like a
/// damaged file. An entry is found by reading the key lines once (a read of each line, not of
/// the whole file) and read back from the file mapped into memory (`FileMapping`), with no
/// copy; entries appended since it was mapped with one `pread`. A later entry under the same key wins. A tail cut short (a build killed
/// while appending) is cut off before the next append. Entries no longer used pile up at
/// the end of the file; after a complete build whose used entries are less than half the
/// file, the used ones are copied into a new file that replaces it.
final class CachePack: Sendable {
    let path: String

    private struct Place {
        var offset: Int
        var length: Int
    }

    private struct State {
        /// Open for reading and appending once the file was first needed; -1 before that, or
        /// when it could not be opened (every lookup is then a miss, every store lost).
        var descriptor: Int32 = -1
        var opened = false
        var places: [String: Place] = [:]
        /// Where the file ends: the next entry goes there.
        var end = 0
        /// The keys this build read or stored, which a compaction keeps.
        var used: Set<String> = []
        /// The file as far as it went when opened (or compacted), mapped into memory.
        var mapping: FileMapping?
    }

    private let state = Mutex(State())

    init(path: String) { self.path = path }

    deinit {
        let descriptor = state.withLock { $0.descriptor }
        if descriptor >= 0 { close(descriptor) }
    }

    static var header: Data { Data("\(CacheStore.header) pack\n".utf8) }

    /// The bytes of the entry stored under `key`, or `nil`.
    func entry(forKey key: String) -> Data? {
        let found: (descriptor: Int32, place: Place, mapping: FileMapping?)? = state.withLock { state in
            openIfNeeded(&state)
            guard let place = state.places[key] else { return nil }
            state.used.insert(key)
            return (state.descriptor, place, state.mapping)
        }
        guard let found else { return nil }
        if let bytes = found.mapping?.bytes(at: found.place.offset, count: found.place.length) { return bytes }
        return Self.readBytes(found.descriptor, found.place)
    }

    /// Notes that this build uses the entry under `key`, though it found it elsewhere (a
    /// preview remembers pages in memory), so a compaction keeps it.
    func keep(_ key: String) { state.withLock { _ = $0.used.insert(key) } }

    /// Appends `entry` under `key`, in one `write`, so a concurrent build's append cannot land
    /// in the middle of it.
    func store(_ entry: [Data], forKey key: String) {
        let length = entry.reduce(0) { $0 + $1.count }
        var record = Data("\(key) \(length)\n".utf8)
        record.reserveCapacity(record.count + length)
        for part in entry { record.append(part) }
        state.withLock { state in
            openIfNeeded(&state)
            guard state.descriptor >= 0, Self.append(state.descriptor, record) else { return }
            // Appending leaves the file offset at the end of what was written, wherever
            // another build's appends put it.
            let end = Int(lseek(state.descriptor, 0, SEEK_CUR))
            state.places[key] = Place(offset: end - length, length: length)
            state.end = max(state.end, end)
            state.used.insert(key)
        }
    }

    /// Ends a build: after a `complete` one, if the entries it used are less than half of the
    /// file, copies them alone into a new file that replaces this one. Then forgets what was
    /// used, for the next build of a long-running preview.
    func finishBuild(complete: Bool) {
        state.withLock { state in
            defer { state.used = [] }
            guard complete, state.descriptor >= 0 else { return }
            let kept = state.places.filter { state.used.contains($0.key) }
            let keptBytes = kept.values.reduce(0) { $0 + $1.length }
            guard keptBytes * 2 < state.end else { return }
            compact(&state, keeping: kept)
        }
    }

    // MARK: The file

    private func openIfNeeded(_ state: inout State) {
        guard !state.opened else { return }
        state.opened = true
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        state.descriptor = descriptor
        let header = Self.header
        guard Self.readBytes(descriptor, Place(offset: 0, length: header.count)) == header else {
            // Empty, or another format: start afresh, in a new file renamed over this one, as
            // a compaction does (a build may have this one mapped).
            close(descriptor)
            state.descriptor = -1
            let temporary = path + ".new"
            let fresh = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
            guard fresh >= 0, Self.append(fresh, header), rename(temporary, path) == 0 else {
                if fresh >= 0 { close(fresh) }
                unlink(temporary)
                return
            }
            (state.descriptor, state.end) = (fresh, header.count)
            return
        }
        (state.places, state.end) = Self.scan(descriptor, from: header.count)
        var size = stat()
        if fstat(descriptor, &size) == 0, Int(size.st_size) > state.end {
            // A tail cut short: entries appended after it could never be found.
            _ = ftruncate(descriptor, off_t(state.end))
        }
        state.mapping = FileMapping(descriptor, length: state.end)
    }

    /// The place of each entry, reading only the key lines, and where the last whole entry
    /// ends. One buffer serves every line: a large book's pack has thousands.
    private static func scan(_ descriptor: Int32, from start: Int) -> ([String: Place], Int) {
        var places: [String: Place] = [:]
        var offset = start
        var size = stat()
        let fileSize = fstat(descriptor, &size) == 0 ? Int(size.st_size) : 0
        // A key line is a 64-digit key, a space, a length and a line break.
        var line = [UInt8](repeating: 0, count: 96)
        while offset < fileSize {
            let count = line.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0, let lineBreak = line[..<count].firstIndex(of: 0x0A),
                let space = line[..<lineBreak].firstIndex(of: 0x20), space > 0, space + 1 < lineBreak,
                line[(space + 1)..<lineBreak].allSatisfy({ (0x30...0x39).contains($0) })
            else { break }
            let length = line[(space + 1)..<lineBreak].reduce(0) { $0 &* 10 &+ Int($1 - 0x30) }
            let place = Place(offset: offset + lineBreak + 1, length: length)
            // The entry must be there whole.
            guard length > 0, lineBreak - space <= 19, place.offset + length <= fileSize else { break }
            places[String(decoding: line[..<space], as: UTF8.self)] = place
            offset = place.offset + length
        }
        return (places, offset)
    }

    private func compact(_ state: inout State, keeping kept: [String: Place]) {
        let temporary = path + ".new"
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var places: [String: Place] = [:]
        var end = 0
        var written = Self.append(descriptor, Self.header)
        end = Self.header.count
        for (key, place) in kept.sorted(by: { $0.value.offset < $1.value.offset }) where written {
            guard let entry = Self.readBytes(state.descriptor, place) else { continue }
            var record = Data("\(key) \(entry.count)\n".utf8)
            record.append(entry)
            written = Self.append(descriptor, record)
            places[key] = Place(offset: end + record.count - entry.count, length: entry.count)
            end += record.count
        }
        guard written, rename(temporary, path) == 0 else {
            close(descriptor)
            unlink(temporary)
            return
        }
        close(state.descriptor)
        (state.descriptor, state.places, state.end) = (descriptor, places, end)
        // Slices of the old file's mapping handed out keep it alive; new reads use the new file.
        state.mapping = FileMapping(descriptor, length: end)
    }

    /// `place`'s bytes, or `nil` when the file holds fewer (more than zero, if `allowingShort`).
    private static func readBytes(_ descriptor: Int32, _ place: Place, allowingShort: Bool = false) -> Data? {
        guard descriptor >= 0, place.length > 0 else { return place.length == 0 ? Data() : nil }
        var data = Data(count: place.length)
        let count = data.withUnsafeMutableBytes { buffer -> Int in
            var total = 0
            while total < place.length {
                let got = pread(
                    descriptor, buffer.baseAddress! + total, place.length - total, off_t(place.offset + total))
                if got < 0, errno == EINTR { continue }
                if got <= 0 { break }
                total += got
            }
            return total
        }
        if count == place.length { return data }
        guard allowingShort, count > 0 else { return nil }
        return data.prefix(count)
    }

    private static func append(_ descriptor: Int32, _ data: Data) -> Bool {
        FileWriter.writeAll(data, to: descriptor) == 0
    }
}
