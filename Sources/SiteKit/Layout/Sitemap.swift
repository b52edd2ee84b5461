import Foundation

/// `sitemap.xml` for search engines. The sitemaps protocol only accepts absolute URLs, so the
/// layout needs to know where the site is published: `SiteLayout.baseURL`. Pages meant to be
/// found are listed (home, chapters, the print page); the 404 page is not.
enum Sitemap {
    static func xml(baseURL: String, pages: [String]) -> Data {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            let location = page == "index.html" ? baseURL : baseURL + page
            xml += "<url><loc>\(HTML.escape(location))</loc></url>\n"
        }
        return Data((xml + "</urlset>\n").utf8)
    }
}
