import Foundation

/// UTF-8 text that may still be the bytes a cached page was read as, made a `String` only
/// when read as one, or text made only when read. An edit lays out one page of thousands and
/// joins the others' print sections and search entries as bytes, so the pages it keeps are
/// never decoded; a chapter rendered in this build makes its print section only when the
/// print page is written, so a large book never holds every section at once.
struct StoredText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case bytes(Data)
        case made(@Sendable () -> String)
    }

    private let storage: Storage

    init(_ string: String) { storage = .string(string) }

    /// Bytes the cache stored from a `String` (its entry's checksum vouches for them).
    init(bytes: Data) { storage = .bytes(bytes) }

    /// Text `make` makes each time it is read.
    init(madeBy make: @escaping @Sendable () -> String) { storage = .made(make) }

    var string: String {
        switch storage {
        case .string(let string): string
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .made(let make): make()
        }
    }

    var data: Data {
        switch storage {
        case .string(let string): Data(string.utf8)
        case .bytes(let bytes): bytes
        case .made(let make): Data(make().utf8)
        }
    }

    var utf8Count: Int {
        switch storage {
        case .string(let string): string.utf8.count
        case .bytes(let bytes): bytes.count
        case .made(let make): make().utf8.count
        }
    }

    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .string(var string): return string.withUTF8(body)
        case .bytes(let bytes): return bytes.withUnsafeBytes { body($0.bindMemory(to: UInt8.self)) }
        case .made(let make):
            var string = make()
            return string.withUTF8(body)
        }
    }
}
