/// What `index.mustache`, the home page, is given.
struct HomeContext: TemplateContext {
    /// The book's title and what it is (`Content/site.yml`).
    var title = ""
    var description = ""
    /// Where the examples' package is offered (`SiteConfig.examplesDownload`).
    var download = ""
    var firstExample: String
    /// The book's introduction (`Content/index.md`) as HTML; empty without one.
    var introduction = ""
    /// Where to clone the catalogue from, when `Content/site.yml` says.
    var repository: String?
    /// Where the EPUB edition is offered (`SiteConfig.ebookDownload`), and its size ("5.9 MB").
    var ebook: String?
    var ebookSize: String?
    var categories: [CategoryContext]
    /// The catalogue map, as SVG.
    var map: String
    /// The map's relations in words, for readers who cannot see it.
    var mapWords: String

    static let fields: [String: TemplateField<Self>] = [
        "title": .value { $0.title },
        "description": .value { $0.description },
        "download": .value { $0.download },
        "firstExample": .value { $0.firstExample },
        "introduction": .value { $0.introduction },
        "repository": .value { $0.repository },
        "ebook": .value { $0.ebook },
        "ebookSize": .value { $0.ebookSize },
        "categories": .each { $0.categories },
        "map": .value { $0.map },
        "mapWords": .value { $0.mapWords },
    ]
}
