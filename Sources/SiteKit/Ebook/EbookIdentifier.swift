/// The book's identifier: a `urn:uuid:` derived from the site's configuration (its title,
/// address and repository), so that every build of the same catalogue names the same book and
/// a reader's library replaces an older edition rather than keeping both.
enum EbookIdentifier {
    /// A name-based UUID (version 5 layout, from SHA-256 rather than SHA-1) of `config`.
    static func urn(_ config: SiteConfig) -> String {
        let key = MemoKey.of("ebook identifier", [config.title, config.baseURL ?? "", config.repository ?? ""])
        var hex = Array(key.prefix(32))
        // Version 5 and the RFC 4122 variant, so that tools that check UUIDs accept it.
        hex[12] = "5"
        let variant = Int(String(hex[16]), radix: 16) ?? 0
        hex[16] = Array("0123456789abcdef")[(variant & 0x3) | 0x8]
        let text = String(hex)
        let groups = [
            text.prefix(8), text.dropFirst(8).prefix(4), text.dropFirst(12).prefix(4),
            text.dropFirst(16).prefix(4), text.dropFirst(20),
        ]
        return "urn:uuid:" + groups.joined(separator: "-")
    }
}
