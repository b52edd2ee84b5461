import Foundation

/// Reads what `BinaryEncoder` wrote back into a `Decodable` value. Bytes that run out, invalid
/// UTF-8, an unknown case or bytes left over throw `Malformed`: the cache then reads a miss.
enum BinaryDecoder {
    struct Malformed: Error {}

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        let decoder = BinaryDecoding(Array(bytes))
        do {
            let value = try decoder.decode(type)
            guard decoder.isAtEnd else { throw Malformed() }
            return value
        } catch {
            // A type's own `init(from:)` may throw a `DecodingError` on bytes that are not its.
            throw Malformed()
        }
    }
}

/// What `BinaryDecoded` types read with, as `BinaryEncoded` ones write with `BinaryEncoding`.
protocol BinaryDecoded: SendableMetatype {
    static func decode(from decoder: BinaryDecoding) throws -> Self
}

extension Array: BinaryDecoded where Element: Decodable {
    static func decode(from decoder: BinaryDecoding) throws -> Self {
        var array: Self = []
        for _ in 0..<(try decoder.count()) { array.append(try decoder.decode(Element.self)) }
        return array
    }
}

extension ClosedRange: BinaryDecoded where Bound: Decodable {
    static func decode(from decoder: BinaryDecoding) throws -> Self {
        let (lower, upper) = (try decoder.decode(Bound.self), try decoder.decode(Bound.self))
        guard lower <= upper else { throw BinaryDecoder.Malformed() }
        return lower...upper
    }
}

extension Optional: BinaryDecoded where Wrapped: Decodable {
    static func decode(from decoder: BinaryDecoding) throws -> Self {
        try decoder.flag() ? try decoder.decode(Wrapped.self) : nil
    }
}

extension Dictionary: BinaryDecoded where Key: Decodable & Comparable, Value: Decodable {
    static func decode(from decoder: BinaryDecoding) throws -> Self {
        var dictionary: Self = [:]
        for _ in 0..<(try decoder.count()) {
            let key = try decoder.decode(Key.self)
            dictionary[key] = try decoder.decode(Value.self)
        }
        return dictionary
    }
}

extension Set: BinaryDecoded where Element: Decodable & Comparable {
    static func decode(from decoder: BinaryDecoding) throws -> Self {
        var set: Self = []
        for _ in 0..<(try decoder.count()) { set.insert(try decoder.decode(Element.self)) }
        return set
    }
}

/// The decoder `BinaryDecoder` hands to a type's `init(from:)`: one cursor over the bytes that
/// every container reads from.
final class BinaryDecoding: Decoder {
    private let bytes: [UInt8]
    private var offset = 0
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if type == String.self { return try string() as! Value }
        if type == Int.self { return try int() as! Value }
        if type == Bool.self { return try flag() as! Value }
        if type == [String].self { return try (0..<count()).map { _ in try string() } as! Value }
        if type == Data.self { return Data(try take(try count())) as! Value }
        if let coded = CodedTypes.decoded(type) { return try coded.decode(from: self) as! Value }
        return try Value(from: self)
    }

    func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw BinaryDecoder.Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func int() throws -> Int {
        let raw = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of items still to read; each takes at least a byte, so more than the bytes
    /// left is malformed (and would otherwise reserve memory for nothing).
    func count() throws -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw BinaryDecoder.Malformed() }
        return count
    }

    func flag() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw BinaryDecoder.Malformed() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    func string() throws -> String {
        guard let text = String(validating: try take(try count()), as: UTF8.self) else {
            throw BinaryDecoder.Malformed()
        }
        return text
    }

    private func take(_ length: Int) throws -> ArraySlice<UInt8> {
        guard length <= bytes.count - offset else { throw BinaryDecoder.Malformed() }
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }

    /// The next text, without reading it: the name of the nested container that follows.
    fileprivate func peekString() -> String? {
        let start = offset
        defer { offset = start }
        return try? string()
    }

    fileprivate func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        if T.isSigned {
            guard let value = T(exactly: try int()) else { throw BinaryDecoder.Malformed() }
            return value
        }
        guard let value = T(exactly: try unsigned()) else { throw BinaryDecoder.Malformed() }
        return value
    }

    fileprivate func double() throws -> Double { Double(bitPattern: try integer(UInt64.self)) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer { UnkeyedContainer(decoder: self) }

    func singleValueContainer() -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: BinaryDecoding
        var codingPath: [any CodingKey] { [] }

        /// Only an enum asks: its case is the name of the nested container that follows.
        var allKeys: [Key] { decoder.peekString().flatMap(Key.init(stringValue:)).map { [$0] } ?? [] }

        func contains(_ key: Key) -> Bool { true }
        /// Asked only before an optional: its flag.
        func decodeNil(forKey key: Key) throws -> Bool { !(try decoder.flag()) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decode(type) }
        // The common fields directly, not through the generic path's type tests.
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string() }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.int() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.flag() }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try decoder.flag() ? try decoder.decode(type) : nil
        }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            try decoder.flag() ? try decoder.string() : nil
        }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            try decoder.flag() ? try decoder.int() : nil
        }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            try decoder.flag() ? try decoder.flag() : nil
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            guard try decoder.string() == key.stringValue else { throw BinaryDecoder.Malformed() }
            return decoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw BinaryDecoder.Malformed()
        }

        func superDecoder() -> any Decoder { decoder }
        func superDecoder(forKey key: Key) -> any Decoder { decoder }
    }

    /// Never written (see `BinaryEncoding`): any use reads as malformed.
    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: BinaryDecoding
        var codingPath: [any CodingKey] { [] }
        var count: Int? { nil }
        var currentIndex: Int { 0 }
        var isAtEnd: Bool { true }

        mutating func decodeNil() throws -> Bool { throw BinaryDecoder.Malformed() }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw BinaryDecoder.Malformed() }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        { throw BinaryDecoder.Malformed() }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw BinaryDecoder.Malformed()
        }
        mutating func superDecoder() throws -> any Decoder { throw BinaryDecoder.Malformed() }
    }

    private struct SingleValue: SingleValueDecodingContainer {
        let decoder: BinaryDecoding
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { (try? decoder.flag()) == false }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.flag() }
        func decode(_ type: String.Type) throws -> String { try decoder.string() }
        func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
        func decode(_ type: Float.Type) throws -> Float { Float(try decoder.double()) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.int() }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    }
}
