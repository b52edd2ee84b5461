import Foundation

/// What the last build wrote to `Site/`: the site key, and each file's stamp (to notice a hand
/// edit or a deleted file without reading every page) and the inputs of each page.
struct LastSite: Codable, Sendable {
    var key: String
    var record: SiteRecord

    static let record = StampRecord<LastSite>("site")
}

extension SiteCache {
    /// Whether `Site/` is still exactly what the build with `key` wrote.
    func siteIsCurrent(key: String, folder: URL) -> Bool {
        guard let last = read(LastSite.record), last.key == key else { return false }
        return FileStamp.files(in: folder) == last.record.files
    }
}
