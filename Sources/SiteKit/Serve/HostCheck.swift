/// Which hosts a request to the preview may name in its `Host` header: this machine's names
/// (`localhost`, 127.0.0.0/8, `[::1]`) and the address the preview listens on, with any port.
/// A web page from elsewhere that a DNS-rebinding attack points at 127.0.0.1 still names its
/// own host, and is refused: it could otherwise read every draft and the error stream. A request
/// with no `Host` (HTTP/1.0) is answered. Listening on every address (`0.0.0.0`, `::`), any
/// address written as digits is accepted too, since other machines may then ask by address.
struct HostCheck: Sendable {
    /// The address given with `--host`.
    let listening: String

    /// The names accepted, for the refusal's text.
    var names: String {
        let loopback = ["localhost", "127.0.0.1", "[::1]"]
        return (loopback.contains(listening) || listening.isEmpty ? loopback : loopback + [listening])
            .joined(separator: ", ")
    }

    func allows(_ header: String?) -> Bool {
        guard let header else { return true }
        let host = Self.hostname(in: header).lowercased()
        if host == "localhost" || host == "[::1]" || (host.hasPrefix("127.") && Self.isIPv4(host)) { return true }
        let own = listening.lowercased()
        if !own.isEmpty, host == own || host == "[\(own)]" { return true }
        if own == "0.0.0.0" || own == "::" { return Self.isIPv4(host) || (host.hasPrefix("[") && host.hasSuffix("]")) }
        return false
    }

    /// The header without its port: `[::1]:8000` → `[::1]`, `localhost:8000` → `localhost`.
    static func hostname(in header: String) -> Substring {
        let value = header[...]
        if value.hasPrefix("[") { return value[...(value.firstIndex(of: "]") ?? value.index(before: value.endIndex))] }
        return value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? value
    }

    static func isIPv4(_ host: some StringProtocol) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in UInt8(part) != nil }
    }
}
