import Foundation

/// The book as an EPUB 3 book, assembled from the chapters the site renders. Every build
/// writes it where `SiteConfig.ebookDownload` says, beside the examples' zip (`EbookStep`), and
/// it is committed with the rest of `Site/`.
///
/// Its bytes follow from its sources alone, so `site check` can make it again and compare:
/// entries in a fixed order, `mimetype` first, every entry dated 1980-01-01 and stored, not
/// deflated (see `ZipArchive`), so that git finds an unchanged chapter's bytes in the previous
/// version of the file and stores an edit as a small delta; and `dcterms:modified` a fixed
/// date (or, for a book made apart from the site, `SOURCE_DATE_EPOCH`).
package enum EbookEdition {
    /// Bump when the documents made from an unchanged chapter change, so cached ones are not reused.
    static let version = "1"
    static let folder = "EPUB"
    static let chapterFolder = "chapters"
    static let navDocument = "nav.xhtml"
    static let stylesheet = "style.css"
    static let coverImage = "cover.svg"
    static let coverDocument = "cover.xhtml"
    static let titleDocument = "title.xhtml"
    static let mapDocument = "map.xhtml"

    /// A chapter's document, relative to the package folder.
    static func chapterPath(_ slug: String) -> String { "\(chapterFolder)/\(EbookChapter.documentName(slug))" }

    /// `dcterms:modified` for a build: from `SOURCE_DATE_EPOCH` (seconds since 1970, the
    /// reproducible-builds convention) when given, else the zip entries' own date.
    package static func modified(sourceDateEpoch: String?) -> String {
        guard let text = sourceDateEpoch, let seconds = Int(text.trimmingCharacters(in: .whitespaces)) else {
            return "1980-01-01T00:00:00Z"
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The first character of `text` that XML 1.0 does not allow (C0 controls but tab, line
    /// feed and carriage return; U+FFFE and U+FFFF), if any.
    static func characterXMLRefuses(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x9, 0xA, 0xD: false
            case 0..<0x20, 0xFFFE, 0xFFFF: true
            default: false
            }
        }
    }

    /// The book made from `chapters` (each cached document under its page key, `pageKeys`),
    /// and the slugs of the chapters whose documents were made now; a chapter whose document
    /// XML would refuse is a located error.
    static func make(
        _ chapters: [RenderedChapter], pageKeys: [String], config: SiteConfig, memo: SiteCache,
        modified: String = EbookEdition.modified(sourceDateEpoch: nil)
    ) async throws(BuildFailure) -> (data: Data, documentsMade: [String]) {
        let store = EbookChapterStore(
            memo: memo,
            links: EbookLinks(
                slugs: Set(chapters.map(\.chapter.slug)), baseURL: config.baseURL, fromChapter: true),
            language: config.language)
        let converted = await store.documents(chapters, pageKeys: pageKeys)
        guard converted.refused.isEmpty else { throw BuildFailure(converted.refused) }
        let shown = Set(chapters.flatMap(\.examplesShown).map(\.name))
        let data = archive(
            chapters, documents: converted.documents, config: config, toolchain: memo.toolchain,
            exampleCount: shown.count, modified: modified, memo: memo)
        return (data, converted.made)
    }

    /// The map document, remembered by what it shows (each chapter's place, title and
    /// relations, where links lead, the language): drawing and converting the map of every
    /// chapter was a third of packing the book, and a prose edit changes none of it.
    static func map(_ chapters: [Chapter], links: EbookLinks, config: SiteConfig, memo: SiteCache) -> String {
        let inputs = MapInputs(
            version: version, chapters: chapters.map { [$0.slug: $0.metadata] }, baseURL: config.baseURL ?? "",
            language: config.language)
        return memo.value(.ebookChapter, key: memo.key(.ebookChapter, inputs)) {
            EbookFrontMatter.mapDocument(chapters, links: links, language: config.language)
        }
    }

    private struct MapInputs: Encodable {
        var version: String
        var chapters: [[String: ChapterMetadata]]
        var baseURL: String
        var language: String
    }

    /// The book's bytes: `documents` are the chapters' documents, in the order of `chapters`.
    static func archive(
        _ chapters: [RenderedChapter], documents: [String], config: SiteConfig, toolchain: String, exampleCount: Int,
        modified: String, memo: SiteCache = .nothing
    ) -> Data {
        var front = EbookFrontMatter(
            title: config.title, toolchain: toolchain, chapterCount: chapters.count, exampleCount: exampleCount)
        (front.subtitle, front.description, front.language) = (config.subtitle, config.description, config.language)
        let package = EbookPackage(
            title: config.title, identifier: EbookIdentifier.urn(config), modified: modified,
            description: config.description.isEmpty
                ? "Every listing a program that was compiled, every output what it printed." : config.description,
            language: config.language, author: config.author,
            chapters: zip(chapters, documents).map { ($0.chapter.slug, EbookChapter.hasSVG($1)) })
        let links = EbookLinks(slugs: Set(chapters.map(\.chapter.slug)), baseURL: config.baseURL, fromChapter: false)
        var archive = ZipArchive()
        archive.add("mimetype", Data("application/epub+zip".utf8))
        archive.add("META-INF/container.xml", Data(EbookPackage.container.utf8))
        let files: [(String, String)] = [
            ("package.opf", package.document),
            (navDocument, EbookNavigation.document(chapters, title: config.title, language: config.language)),
            (stylesheet, EbookStyle.css),
            (coverImage, front.coverSVG),
            (coverDocument, front.coverDocument),
            (titleDocument, front.titleDocument),
            (mapDocument, map(chapters.map(\.chapter), links: links, config: config, memo: memo)),
        ]
        for (name, text) in files { archive.add("\(folder)/\(name)", Data(text.utf8)) }
        for (rendered, document) in zip(chapters, documents) {
            archive.add("\(folder)/\(chapterPath(rendered.chapter.slug))", Data(document.utf8))
        }
        return archive.bytes
    }
}
