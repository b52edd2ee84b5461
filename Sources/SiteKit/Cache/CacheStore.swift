import Foundation
import Synchronization

/// Files under `.build/site-cache/`, one per entry, each checked before it is believed.
///
/// An entry is a header line naming the format, a line with the checksum of the body
/// (`CRC32`), a line with the length of the body's head, and the body: the head, holding
/// the key it was stored under, the lengths of any attachments and the value in
/// `BinaryEncoder`'s form, then the attachments' raw bytes. Anything that does not pass every
/// check (unreadable, truncated, garbage, another format version, a checksum, key or length
/// that does not match) reads as a miss, so a damaged cache costs time, never correctness.
package struct CacheStore: Sendable {
    /// Bump when the meaning of any entry changes; older entries then read as misses.
    package static let formatVersion = 15
    static let header = "site-cache \(formatVersion)"

    package let folder: URL
    /// `folder` as a plain path, which entries' paths are built from.
    private let folderPath: String
    /// How many entries this store found but could not read, for the build to say once.
    private let damaged = Counter()

    package init(folder: URL) {
        self.folder = folder
        folderPath = folder.path
    }

    /// The entries found but not read since the last time this was asked (a preview builds
    /// again and again with one store): damaged, cut short or of another format.
    func takeDamagedEntries() -> Int {
        damaged.value.withLock { count in
            defer { count = 0 }
            return count
        }
    }

    /// The cache of a project: `.build/site-cache/`.
    package init(project: ProjectLayout) {
        self.init(folder: project.root.appendingPathComponent(".build").appendingPathComponent("site-cache"))
    }

    /// The entry of `kind` stored under `key`, or `nil` when there is none that checks out.
    package func read<Value: Decodable>(_ type: Value.Type, kind: String, key: String) -> Value? {
        readWithAttachments(type, kind: kind, key: key)?.value
    }

    /// The entry of `kind` stored under `key` and its attachments, or `nil` when there is
    /// none that checks out.
    package func readWithAttachments<Value: Decodable>(_ type: Value.Type, kind: String, key: String)
        -> (value: Value, attachments: [Data])?
    {
        let entry = FileManager.default.contents(atPath: path(kind: kind, key: key))
        return counted(entry, Self.decoded(type, entry, key))
    }

    /// The entry stored under `key` in `pack` and its attachments, or `nil` when there is none
    /// that checks out.
    func readWithAttachments<Value: Decodable>(_ type: Value.Type, in pack: CachePack, key: String)
        -> (value: Value, attachments: [Data])?
    {
        let entry = pack.entry(forKey: key)
        return counted(entry, Self.decoded(type, entry, key))
    }

    /// `decoded`, counting an entry that is there but does not check out.
    private func counted<Decoded>(_ entry: Data?, _ decoded: Decoded?) -> Decoded? {
        if decoded == nil, entry != nil { damaged.value.withLock { $0 += 1 } }
        return decoded
    }

    func read<Value: Decodable>(_ type: Value.Type, in pack: CachePack, key: String) -> Value? {
        readWithAttachments(type, in: pack, key: key)?.value
    }

    private static func decoded<Value: Decodable>(_ type: Value.Type, _ entry: Data?, _ key: String)
        -> (value: Value, attachments: [Data])?
    {
        guard let (head, rest) = body(of: entry),
            let entry = try? BinaryDecoder.decode(Entry<Value>.self, from: head), entry.key == key,
            let attachments = split(rest, lengths: entry.attachments)
        else { return nil }
        return (entry.value, attachments)
    }

    /// Stores `value` and `attachments` (raw bytes, not encoded) under `key`.
    package func write<Value: Encodable>(_ value: Value, attachments: [Data] = [], kind: String, key: String) throws {
        try write(try Self.encoded(value, attachments: attachments, key: key), kind: kind, key: key)
    }

    /// Appends `value` and `attachments` to `pack` under `key`.
    func write<Value: Encodable>(_ value: Value, attachments: [Data] = [], to pack: CachePack, key: String) throws {
        pack.store(try Self.encoded(value, attachments: attachments, key: key), forKey: key)
    }

    /// The entry's bytes, in parts that are not joined: an attachment may be megabytes.
    private static func encoded<Value: Encodable>(_ value: Value, attachments: [Data], key: String) throws -> [Data] {
        let head = Data(try BinaryEncoder.encode(Entry(key: key, attachments: attachments.map(\.count), value: value)))
        let body = [head] + attachments
        return [Data("\(header)\n\(CRC32.hex(parts: body))\n\(head.count)\n".utf8)] + body
    }

    /// The head and the rest of an entry's body, once its header and checksum check out.
    private static func body(of entry: Data?) -> (head: Data, rest: Data)? {
        guard let data = entry else { return nil }
        var lines: [Data] = []
        var rest = data[...]
        for _ in 0..<3 {
            guard let lineBreak = rest.firstIndex(of: 0x0A) else { return nil }
            lines.append(rest[..<lineBreak])
            rest = rest[(lineBreak + 1)...]
        }
        guard String(decoding: lines[0], as: UTF8.self) == Self.header else { return nil }
        guard CRC32.hex(rest) == String(decoding: lines[1], as: UTF8.self) else { return nil }
        guard let headLength = Int(String(decoding: lines[2], as: UTF8.self)), (0...rest.count).contains(headLength)
        else { return nil }
        return (rest.prefix(headLength), rest.dropFirst(headLength))
    }

    /// `rest` cut into attachments of these lengths, which must add up to all of it: slices
    /// of it, not copies (a large book reads tens of megabytes of pages back).
    private static func split(_ rest: Data, lengths: [Int]) -> [Data]? {
        var attachments: [Data] = []
        var offset = rest.startIndex
        for length in lengths {
            guard length >= 0, rest.endIndex - offset >= length else { return nil }
            attachments.append(rest[offset..<(offset + length)])
            offset += length
        }
        return offset == rest.endIndex ? attachments : nil
    }

    /// Written in place, not through a temporary file and a rename: a reader that catches
    /// the file half written fails the checksum and reads a miss, and the rename would double
    /// the files created, which on a large book costs more than the writing.
    private func write(_ entry: [Data], kind: String, key: String) throws {
        let folder = entryFolder(kind: kind, key: key)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileWriter.replace(folder + "/" + key, withParts: entry)
    }

    /// Removes every entry.
    package func clear() throws {
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }

    /// Where the entry lives: `<kind>/<first two digits of the key>/<key>`, so no folder
    /// holds tens of thousands of files.
    package func url(kind: String, key: String) -> URL {
        URL(filePath: path(kind: kind, key: key), directoryHint: .notDirectory)
    }

    /// `url(kind:key:)` as a plain path, because a build looks up thousands of entries and a
    /// `URL` for each is needless work.
    func path(kind: String, key: String) -> String { entryFolder(kind: kind, key: key) + "/" + key }

    private func entryFolder(kind: String, key: String) -> String { "\(folderPath)/\(kind)/\(key.prefix(2))" }
}

/// A count shared by every copy of a store.
private final class Counter: Sendable {
    let value = Mutex(0)
}

/// An entry's head: the key it belongs to, the length of each attachment after it, and the value.
private struct Entry<Value> {
    var key: String
    var attachments: [Int]
    var value: Value
}

extension Entry: Decodable where Value: Decodable {}
extension Entry: Encodable where Value: Encodable {}
