/// Where a link of the site goes in the book. A chapter page becomes the chapter's document
/// (`observer.html#x` → `observer.xhtml#x`), the home page the catalogue map; a page the book
/// does not hold goes to the published site when `Content/site.yml` names one, and otherwise
/// the link is left out and its text kept, so that no link in the book points nowhere.
struct EbookLinks: Sendable {
    /// Every chapter's slug.
    let slugs: Set<String>
    /// The published site's address, ending in `/`, if any.
    let siteURL: String?
    /// Where the chapters' documents are from the document being converted: `""` from a
    /// chapter, `chapters/` from the book's other documents.
    let chapterFolder: String

    init(slugs: Set<String>, baseURL: String?, fromChapter: Bool) {
        self.slugs = slugs
        siteURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        chapterFolder = fromChapter ? "" : EbookEdition.chapterFolder + "/"
    }

    /// The link's target in the book, or `nil` to keep only its text.
    func rewrite(_ href: String) -> String? {
        if href.hasPrefix("#") { return href }
        if let colon = href.firstIndex(of: ":"), !href[..<colon].contains("/") {
            // An address with a scheme (https:, mailto:) is outside the site already.
            return href
        }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let page = String(parts[0])
        let fragment = parts.count == 2 ? "#" + parts[1] : ""
        if page.hasSuffix(".html"), slugs.contains(String(page.dropLast(5))) {
            return chapterFolder + page.dropLast(5) + ".xhtml" + fragment
        }
        if page == "index.html" || page.isEmpty {
            return (chapterFolder.isEmpty ? "../" : "") + EbookEdition.mapDocument
        }
        return siteURL.map { $0 + href }
    }
}
