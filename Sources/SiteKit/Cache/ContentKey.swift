import HotPaths

/// A cache key built from named parts: each part is written with its length, so two
/// different lists of parts can never run together into the same bytes ("ab" + "c" is not
/// "a" + "bc").
///
/// The parts are gathered into one buffer and hashed once, because a large book makes
/// thousands of keys of a dozen short parts each.
struct ContentKey: Sendable {
    private var bytes: [UInt8] = []

    init(_ kind: String) { add(kind) }

    /// Adds one part.
    mutating func add(_ part: String) {
        bytes.appendDecimal(part.utf8.count)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: part.utf8)
    }

    /// Adds several parts, and how many there were.
    mutating func add(_ parts: [String]) {
        add("list \(parts.count)")
        for part in parts { add(part) }
    }

    /// The key: 64 hex digits.
    var hex: String {
        Digest.hex(bytes: bytes)
    }
}

extension ContentKey {
    /// Adds everything a chapter asks of a run: its arguments, input, expectation and timeout.
    mutating func add(_ request: RunRequest) {
        add(request.arguments)
        add(request.stdin.map { "stdin " + $0 } ?? "no stdin")
        add([request.expect.rawValue, String(request.timeout)])
    }
}

/// Whom a key is for: the cache, whose keys name the generator and the toolchain
/// (`SiteCache.scope`), or `Site/captured.json`, whose keys name its format and the toolchain
/// (`CapturedResults.scope`). Each step builds its keys in one place, from its own inputs,
/// for either.
struct KeyScope: Sendable {
    /// Put before the key's kind.
    var prefix: String
    /// Put before the key's other parts.
    var parts: [String]
}
