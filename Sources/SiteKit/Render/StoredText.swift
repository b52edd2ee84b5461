import Foundation

/// UTF-8 text that may still be the bytes a cached page was read as, made a `String` only
/// when read as one. An edit lays out one page of thousands and joins the others' print
/// sections and search entries as bytes, so the pages it keeps are never decoded.
struct StoredText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case bytes(Data)
    }

    private let storage: Storage

    init(_ string: String) { storage = .string(string) }

    /// Bytes the cache stored from a `String` (its entry's checksum vouches for them).
    init(bytes: Data) { storage = .bytes(bytes) }

    var string: String {
        switch storage {
        case .string(let string): string
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    var data: Data {
        switch storage {
        case .string(let string): Data(string.utf8)
        case .bytes(let bytes): bytes
        }
    }

    var utf8Count: Int {
        switch storage {
        case .string(let string): string.utf8.count
        case .bytes(let bytes): bytes.count
        }
    }

    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .string(var string): string.withUTF8(body)
        case .bytes(let bytes): bytes.withUnsafeBytes { body($0.bindMemory(to: UInt8.self)) }
        }
    }
}
