import Foundation

/// A cache entry's value in a compact binary form, for the entries a build reads thousands
/// of: each cached page, and the record of `Site/`, because decoding them as JSON was most of
/// what reading a large book's unchanged pages cost (figures in `docs/performance.md`).
///
/// Integers are LEB128 varints (zigzag for signed), text is its UTF-8 length then its bytes.
/// The checksum of the cache file guards the bytes; a reader that runs out of bytes or meets
/// invalid UTF-8 throws, and the entry reads as a miss.
protocol CacheRecord {
    init(reading reader: inout RecordReader) throws(RecordReader.Malformed)
    func write(to writer: inout RecordWriter)
}

struct RecordWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
    }

    mutating func write(_ flag: Bool) { bytes.append(flag ? 1 : 0) }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ text: String?) {
        write(text != nil)
        if let text { write(text) }
    }

    mutating func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }
}

struct RecordReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: some Collection<UInt8>) { self.bytes = Array(bytes) }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func unsigned() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Malformed) -> Int {
        let raw = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of items still to read; each takes at least a byte, so more than the bytes
    /// left is malformed (and would otherwise reserve memory for nothing).
    mutating func count() throws(Malformed) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
        return count
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    mutating func string() throws(Malformed) -> String {
        let length = try count()
        defer { offset += length }
        guard let text = String(validating: bytes[offset..<(offset + length)], as: UTF8.self) else {
            throw Malformed()
        }
        return text
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Malformed) -> [String] {
        var texts: [String] = []
        for _ in 0..<(try count()) { texts.append(try string()) }
        return texts
    }
}
