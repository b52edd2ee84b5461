import Foundation

/// Files under `.build/site-cache/`, one per entry, each checked before it is believed.
///
/// An entry is a header line naming the format, a line with the checksum of the body
/// (`Checksum`), a line with the length of the body's JSON, and the body: JSON holding the
/// key it was stored under and the lengths of any attachments, then the attachments' raw
/// bytes. Anything that does
/// not pass every check (unreadable, truncated, garbage, another format version, a checksum,
/// key or length that does not match) reads as a miss, so a damaged cache costs time, never
/// correctness.
public struct CacheStore: Sendable {
    /// Bump when the meaning of any entry changes; older entries then read as misses.
    public static let formatVersion = 7
    static let header = "site-cache \(formatVersion)"

    public let folder: URL
    /// `folder` as a plain path, which entries' paths are built from.
    private let folderPath: String

    public init(folder: URL) {
        self.folder = folder
        folderPath = folder.path
    }

    /// The cache of a project: `.build/site-cache/`.
    public init(project: ProjectLayout) {
        self.init(folder: project.root.appendingPathComponent(".build").appendingPathComponent("site-cache"))
    }

    /// The entry of `kind` stored under `key`, or `nil` when there is none that checks out.
    public func read<Value: Decodable>(_ type: Value.Type, kind: String, key: String) -> Value? {
        readWithAttachments(type, kind: kind, key: key)?.value
    }

    /// The entry of `kind` stored under `key` and its attachments, or `nil` when there is
    /// none that checks out.
    public func readWithAttachments<Value: Decodable>(_ type: Value.Type, kind: String, key: String)
        -> (value: Value, attachments: [Data])?
    {
        guard let data = FileManager.default.contents(atPath: path(kind: kind, key: key)) else { return nil }
        var lines: [Data] = []
        var rest = data[...]
        for _ in 0..<3 {
            guard let lineBreak = rest.firstIndex(of: 0x0A) else { return nil }
            lines.append(rest[..<lineBreak])
            rest = rest[(lineBreak + 1)...]
        }
        guard String(decoding: lines[0], as: UTF8.self) == Self.header else { return nil }
        guard Checksum.hex(rest) == String(decoding: lines[1], as: UTF8.self) else { return nil }
        guard let jsonLength = Int(String(decoding: lines[2], as: UTF8.self)), (0...rest.count).contains(jsonLength)
        else { return nil }
        let json = rest.prefix(jsonLength)
        guard let entry = try? JSONDecoder().decode(Entry<Value>.self, from: json), entry.key == key else { return nil }
        var attachments: [Data] = []
        var offset = json.endIndex
        for length in entry.attachments {
            guard length >= 0, rest.endIndex - offset >= length else { return nil }
            attachments.append(Data(rest[offset..<(offset + length)]))
            offset += length
        }
        guard offset == rest.endIndex else { return nil }
        return (entry.value, attachments)
    }

    /// Stores `value` and `attachments` (raw bytes, not escaped into JSON) under `key`.
    ///
    /// Written in place, not through a temporary file and a rename: a reader that catches
    /// the file half written fails the checksum and reads a miss, and the rename would double
    /// the files created, which on a large book costs more than the writing.
    public func write<Value: Encodable>(_ value: Value, attachments: [Data] = [], kind: String, key: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var body = try encoder.encode(Entry(key: key, value: value, attachments: attachments.map(\.count)))
        let jsonLength = body.count
        for attachment in attachments { body.append(attachment) }
        var data = Data("\(Self.header)\n\(Checksum.hex(body))\n\(jsonLength)\n".utf8)
        data.append(body)
        let folder = entryFolder(kind: kind, key: key)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileWriter.replace(folder + "/" + key, with: data)
    }

    /// Removes every entry.
    public func clear() throws {
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }

    /// Where the entry lives: `<kind>/<first two digits of the key>/<key>`, so no folder
    /// holds tens of thousands of files.
    public func url(kind: String, key: String) -> URL {
        URL(filePath: path(kind: kind, key: key), directoryHint: .notDirectory)
    }

    /// `url(kind:key:)` as a plain path; building URLs for thousands of entries showed up in
    /// the profile of a one-chapter edit.
    func path(kind: String, key: String) -> String { entryFolder(kind: kind, key: key) + "/" + key }

    private func entryFolder(kind: String, key: String) -> String { "\(folderPath)/\(kind)/\(key.prefix(2))" }
}

/// What a cache file's JSON holds: the value, the key it belongs to, and the length of each
/// attachment after it.
private struct Entry<Value> {
    var key: String
    var value: Value
    var attachments: [Int]
}

extension Entry: Decodable where Value: Decodable {}
extension Entry: Encodable where Value: Encodable {}
