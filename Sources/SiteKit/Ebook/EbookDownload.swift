/// The EPUB edition as the home page offers it: where it is in the site, and its size.
struct EbookDownload: Sendable, Equatable {
    /// Relative to the site's root (`SiteConfig.ebookDownload`), so the link works from disk.
    var path: String
    var bytes: Int

    /// The size as a reader reads it, in decimal units with one decimal ("5.9 MB", "840 KB").
    /// Rounded, so that an edit changes the home page only when the rounded size changes.
    var size: String {
        if bytes >= 1_000_000 {
            let tenths = (bytes + 50_000) / 100_000
            return "\(tenths / 10).\(tenths % 10) MB"
        }
        return "\(max(1, (bytes + 500) / 1000)) KB"
    }
}
