/// The package document (`package.opf`): the book's metadata, every file it holds (the
/// manifest) and the order it is read in (the spine); and the container file that points to
/// it.
struct EbookPackage: Sendable {
    let title: String
    let identifier: String
    /// `dcterms:modified`, which EPUB 3 requires: fixed for the same sources, so the same
    /// sources give the same bytes (see `EbookEdition.modified`).
    let modified: String
    let description: String
    let language: String
    let author: String?
    /// The chapters' slugs in the book's order, and which of their documents draw SVG inline.
    let chapters: [(slug: String, hasSVG: Bool)]

    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles>
        <rootfile full-path="\(EbookEdition.folder)/package.opf" media-type="application/oebps-package+xml"/>
        </rootfiles>
        </container>

        """

    var document: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(language)">
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
        <dc:identifier id="book-id">\(identifier)</dc:identifier>
        <dc:title>\(XMLEntities.escape(title))</dc:title>
        <dc:language>\(language)</dc:language>
        \(author.map { "<dc:creator>\(XMLEntities.escape($0))</dc:creator>\n" } ?? "")<dc:description>\(XMLEntities.escape(description))</dc:description>
        <meta property="dcterms:modified">\(modified)</meta>
        </metadata>
        <manifest>
        \(manifest)
        </manifest>
        <spine>
        \(spine)
        </spine>
        </package>

        """
    }

    private var manifest: String {
        var items = [
            item("nav", EbookEdition.navDocument, properties: "nav"),
            item("style", EbookEdition.stylesheet, type: "text/css"),
            item("cover-image", EbookEdition.coverImage, type: "image/svg+xml", properties: "cover-image"),
            item("cover", EbookEdition.coverDocument),
            item("title-page", EbookEdition.titleDocument),
            item("map", EbookEdition.mapDocument, properties: "svg"),
        ]
        for chapter in chapters {
            items.append(
                item(
                    Self.itemID(chapter.slug), EbookEdition.chapterPath(chapter.slug),
                    properties: chapter.hasSVG ? "svg" : nil))
        }
        return items.joined(separator: "\n")
    }

    private var spine: String {
        let front = ["cover", "title-page", "nav", "map"].map { "<itemref idref=\"\($0)\"/>" }
        return (front + chapters.map { "<itemref idref=\"\(Self.itemID($0.slug))\"/>" }).joined(separator: "\n")
    }

    /// A manifest id: an XML name, so never starting with a digit as a slug may.
    static func itemID(_ slug: String) -> String { "chapter-\(slug)" }

    private func item(_ id: String, _ href: String, type: String = "application/xhtml+xml", properties: String? = nil)
        -> String
    {
        "<item id=\"\(id)\" href=\"\(href)\" media-type=\"\(type)\""
            + (properties.map { " properties=\"\($0)\"" } ?? "")
            + "/>"
    }
}
