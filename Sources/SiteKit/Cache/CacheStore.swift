import Foundation

/// Files under `.build/site-cache/`, one per entry, each checked before it is believed.
///
/// An entry is a header line naming the format, a line with the SHA-256 of the body, and the
/// body: JSON holding the key it was stored under. Anything that does not pass every check
/// (unreadable, truncated, garbage, another format version, a checksum or key that does not
/// match) reads as a miss, so a damaged cache costs time, never correctness.
public struct CacheStore: Sendable {
    /// Bump when the meaning of any entry changes; older entries then read as misses.
    public static let formatVersion = 1
    static let header = "site-cache \(formatVersion)"

    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// The cache of a project: `.build/site-cache/`.
    public init(project: ProjectLayout) {
        self.init(folder: project.root.appendingPathComponent(".build").appendingPathComponent("site-cache"))
    }

    /// The entry of `kind` stored under `key`, or `nil` when there is none that checks out.
    public func read<Value: Decodable>(_ type: Value.Type, kind: String, key: String) -> Value? {
        guard let data = FileManager.default.contents(atPath: url(kind: kind, key: key).path) else { return nil }
        guard let firstBreak = data.firstIndex(of: 0x0A) else { return nil }
        let rest = data[(firstBreak + 1)...]
        guard let secondBreak = rest.firstIndex(of: 0x0A) else { return nil }
        guard String(decoding: data[..<firstBreak], as: UTF8.self) == Self.header else { return nil }
        let checksum = String(decoding: rest[..<secondBreak], as: UTF8.self)
        let body = data[(secondBreak + 1)...]
        guard SHA256.hex(bytes: body) == checksum else { return nil }
        guard let entry = try? JSONDecoder().decode(Entry<Value>.self, from: body), entry.key == key else { return nil }
        return entry.value
    }

    /// Stores `value` under `key`, atomically: a reader sees the old entry or the new one.
    public func write<Value: Encodable>(_ value: Value, kind: String, key: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = try encoder.encode(Entry(key: key, value: value))
        var data = Data("\(Self.header)\n\(SHA256.hex(bytes: body))\n".utf8)
        data.append(body)
        let target = url(kind: kind, key: key)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
    }

    /// Removes every entry.
    public func clear() throws {
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }

    /// Where the entry lives: `<kind>/<first two digits of the key>/<key>`, so no folder
    /// holds tens of thousands of files.
    public func url(kind: String, key: String) -> URL {
        folder.appendingPathComponent(kind).appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
    }
}

/// What a cache file's body holds: the value and the key it belongs to.
private struct Entry<Value> {
    var key: String
    var value: Value
}

extension Entry: Decodable where Value: Decodable {}
extension Entry: Encodable where Value: Encodable {}
