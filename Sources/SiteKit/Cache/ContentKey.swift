import Crypto

/// A cache key built from named parts: each part is written with its length, so two
/// different lists of parts can never run together into the same bytes ("ab" + "c" is not
/// "a" + "bc").
struct ContentKey: Sendable {
    private var hasher = SHA256()

    init(_ kind: String) { add(kind) }

    /// Adds one part.
    mutating func add(_ part: String) {
        update("\(part.utf8.count):")
        update(part)
    }

    /// Adds several parts, and how many there were.
    mutating func add(_ parts: [String]) {
        add("list \(parts.count)")
        for part in parts { add(part) }
    }

    /// The key: 64 hex digits.
    var hex: String {
        Digest.hex(of: hasher.finalize())
    }

    private mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }
}
