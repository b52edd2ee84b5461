import Foundation

/// Encodes any `Encodable` value as compact bytes, for the cache's entries and keys: fields in
/// the order the type encodes them, without their names. Integers are LEB128 varints (zigzag
/// for signed), text is its UTF-8 length then its bytes, an optional a 0 or 1 byte before its
/// value, a list its count and its elements.
///
/// The same value always gives the same bytes: dictionaries and sets are written in key order
/// (`BinaryEncoded`), so a key made from inputs that hold one is stable across processes.
/// A type's encoding is its `Codable` conformance, usually synthesized: a field added to a
/// type is in its entries and keys without anything else to change.
enum BinaryEncoder {
    /// A type encodes itself with an unkeyed container: give it keyed (synthesized) `Codable`.
    struct UnkeyedContainerRefused: Error {
        var type: String
    }

    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = BinaryEncoding()
        try encoder.encode(value)
        guard !encoder.refused else { throw UnkeyedContainerRefused(type: "\(type(of: value))") }
        return encoder.bytes
    }
}

/// A type the coder writes itself rather than through its `Codable` conformance: a list as its
/// count and elements, an optional as a flag and its value, and a dictionary or a set in sorted
/// order, where its own encoding would follow its storage order. (`BinaryDecoded` reads them.)
protocol BinaryEncoded: SendableMetatype {
    func encode(to encoder: BinaryEncoding) throws
}

extension BinaryEncoded {
    static func encode(_ value: Any, to encoder: BinaryEncoding) throws {
        try (value as! Self).encode(to: encoder)
    }
}

extension ClosedRange: BinaryEncoded where Bound: Encodable {
    func encode(to encoder: BinaryEncoding) throws {
        try encoder.encode(lowerBound)
        try encoder.encode(upperBound)
    }
}

extension Array: BinaryEncoded where Element: Encodable {
    func encode(to encoder: BinaryEncoding) throws {
        encoder.write(count)
        for element in self { try encoder.encode(element) }
    }
}

extension Optional: BinaryEncoded where Wrapped: Encodable {
    func encode(to encoder: BinaryEncoding) throws {
        encoder.write(self != nil)
        if let self { try encoder.encode(self) }
    }
}

extension Dictionary: BinaryEncoded where Key: Encodable & Comparable, Value: Encodable {
    func encode(to encoder: BinaryEncoding) throws {
        encoder.write(count)
        for key in keys.sorted() {
            try encoder.encode(key)
            try encoder.encode(self[key]!)
        }
    }
}

extension Set: BinaryEncoded where Element: Encodable & Comparable {
    func encode(to encoder: BinaryEncoding) throws {
        encoder.write(count)
        for element in sorted() { try encoder.encode(element) }
    }
}

/// The encoder `BinaryEncoder` hands to a type's `encode(to:)`: one buffer that every
/// container appends to.
final class BinaryEncoding: Encoder {
    private(set) var bytes: [UInt8] = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// Types are told apart by their static type, never by casting the value, which would see
    /// an `Int` inside an `Int?` and drop the optional's flag.
    func encode<Value: Encodable>(_ value: Value) throws {
        if Value.self == String.self {
            write(value as! String)
        } else if Value.self == Int.self {
            write(value as! Int)
        } else if Value.self == Bool.self {
            write(value as! Bool)
        } else if Value.self == Data.self {
            let data = value as! Data
            write(data.count)
            bytes.append(contentsOf: data)
        } else if let coded = CodedTypes.encoded(Value.self) {
            try coded.encode(value, to: self)
        } else {
            try value.encode(to: self)
        }
    }

    func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func write(_ value: Int) { write(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)) }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    func write(_ flag: Bool) { bytes.append(flag ? 1 : 0) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        refuse()
        return UnkeyedContainer(encoder: self)
    }

    /// Set when a type opened an unkeyed container, which `BinaryEncoder.encode` then throws.
    private(set) var refused = false

    fileprivate func refuse() { refused = true }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(encoder: self) }

    /// Writes every primitive the containers are given.
    fileprivate func primitive(_ value: some Encodable & BinaryInteger) {
        if value is any SignedInteger {
            write(Int(truncatingIfNeeded: value))
        } else {
            write(UInt64(truncatingIfNeeded: value))
        }
    }

    fileprivate func primitive(_ value: Double) { write(value.bitPattern) }

    /// Fields in order; the names are the type's business. An absent optional is a 0 byte,
    /// a present one a 1 and its value; a nested container (an enum's case) starts with its
    /// name, which the decoder reads back as the container's only key.
    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: BinaryEncoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.write(false) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.encode(value) }
        // The common fields directly, not through the generic path's type tests.
        mutating func encode(_ value: String, forKey key: Key) { encoder.write(value) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.write(value) }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.write(value) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value) }

        private func present<T: Encodable>(_ value: T?) throws {
            encoder.write(value != nil)
            if let value { try encoder.encode(value) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.write(key.stringValue)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.write(key.stringValue)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// Lists are written by `BinaryEncoded`, with their count; a type that opens an unkeyed
    /// container of its own (whose end the encoder could not know) is refused.
    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: BinaryEncoding
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        mutating func encodeNil() { encoder.refuse() }
        mutating func encode<T: Encodable>(_ value: T) { encoder.refuse() }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.refuse()
            return encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct SingleValue: SingleValueEncodingContainer {
        let encoder: BinaryEncoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.write(false) }
        mutating func encode(_ value: Bool) { encoder.write(value) }
        mutating func encode(_ value: String) { encoder.write(value) }
        mutating func encode(_ value: Double) { encoder.primitive(value) }
        mutating func encode(_ value: Float) { encoder.primitive(Double(value)) }
        mutating func encode(_ value: Int) { encoder.write(value) }
        mutating func encode(_ value: Int8) { encoder.primitive(value) }
        mutating func encode(_ value: Int16) { encoder.primitive(value) }
        mutating func encode(_ value: Int32) { encoder.primitive(value) }
        mutating func encode(_ value: Int64) { encoder.primitive(value) }
        mutating func encode(_ value: UInt) { encoder.primitive(value) }
        mutating func encode(_ value: UInt8) { encoder.primitive(value) }
        mutating func encode(_ value: UInt16) { encoder.primitive(value) }
        mutating func encode(_ value: UInt32) { encoder.primitive(value) }
        mutating func encode(_ value: UInt64) { encoder.primitive(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encode(value) }
    }
}
