/// What `page.mustache`, the frame around every page, is given.
struct PageContext: TemplateContext {
    var pageTitle: String
    var siteTitle: String
    var description: String
    /// The pages' language (`Content/site.yml`), as `<html lang>`.
    var language = "en"
    var body: String
    /// `Sidebar.placeholder`, where the sidebar goes.
    var sidebar: String
    /// The page's `<base href>`: only the 404 page, which a host serves at any depth, has one,
    /// when `Content/site.yml` says where the site is published.
    var base: String?
    /// Whether the page finds the site's root itself: the 404 page when nothing says where the
    /// site is published (served at any depth, under the host's root or a project's sub-path,
    /// or opened from disk).
    var findsRoot = false

    static let fields: [String: TemplateField<Self>] = [
        "pageTitle": .value { $0.pageTitle },
        "siteTitle": .value { $0.siteTitle },
        "description": .value { $0.description },
        "language": .value { $0.language },
        "body": .value { $0.body },
        "sidebar": .value { $0.sidebar },
        "base": .value { $0.base },
        "findsRoot": .value { $0.findsRoot },
    ]
}
