import Foundation

/// Answers requests with files under `Site/` and nothing else: `..` (however encoded), a
/// symbolic link that leads out of `Site/`, and any path that names no file get the site's 404
/// page; methods other than GET and HEAD get 405. HTML pages get the live-reload script.
struct SiteFileServer: Sendable {
    let site: URL

    func response(to request: RequestHead) -> PreviewHTTPServer.Response {
        response(method: request.method, rawPath: request.path, query: request.query)
    }

    /// The theme's files that every page loads. Served pages name them with their stamps
    /// (`assets/style.css?v=…`), and a request that names a stamp may be cached: a reload then
    /// takes them from the browser's cache, and a build that changes one changes its name.
    static let pageAssets = ["assets/style.css", "assets/site.js", "assets/favicon.svg"]

    /// The response to `method` on `rawPath`, the request's path as sent (percent-encoded),
    /// with `query`, the query as sent.
    func response(method: String, rawPath: String, query: String = "") -> PreviewHTTPServer.Response {
        guard method == "GET" || method == "HEAD" else {
            return PreviewHTTPServer.Response(
                status: 405, headers: ["allow": "GET, HEAD", "content-type": "text/plain; charset=utf-8"],
                body: Data("Only GET and HEAD are served.\n".utf8))
        }
        let head = method == "HEAD"
        guard let file = file(at: rawPath), let data = FileManager.default.contents(atPath: file.path) else {
            let page = FileManager.default.contents(atPath: site.appendingPathComponent("404.html").path)
            return respond(
                404, page.map { LiveReloadScript.inject(into: $0) } ?? Data("Not found.\n".utf8),
                type: page == nil ? "text/plain; charset=utf-8" : Self.contentType(of: "404.html"), head: head)
        }
        let isPage = file.pathExtension == "html"
        return respond(
            200, isPage ? LiveReloadScript.inject(into: versioningAssets(data)) : data,
            type: Self.contentType(of: file.lastPathComponent),
            head: head, cacheable: query.hasPrefix("v="))
    }

    private func respond(
        _ status: Int, _ body: Data, type: String, head: Bool, cacheable: Bool = false
    ) -> PreviewHTTPServer.Response {
        PreviewHTTPServer.Response(
            status: status,
            headers: [
                "content-type": type, "content-length": String(body.count),
                "cache-control": cacheable ? "max-age=31536000, immutable" : "no-store",
            ],
            body: head ? Data() : body)
    }

    /// `html` with each of `pageAssets` named with its stamp, `"assets/style.css?v=SIZE-TIME"`.
    func versioningAssets(_ html: Data) -> Data {
        var page = html
        for asset in Self.pageAssets {
            guard let stamp = FileStamp(path: site.appendingPathComponent(asset).path) else { continue }
            let quoted = Data("\"\(asset)\"".utf8)
            let versioned = Data("\"\(asset)?v=\(stamp.size)-\(stamp.modifiedNanoseconds)\"".utf8)
            if let range = page.range(of: quoted) { page.replaceSubrange(range, with: versioned) }
        }
        return page
    }

    /// The regular file under `Site/` that `rawPath` names, or nil. A folder means its
    /// `index.html`.
    func file(at rawPath: String) -> URL? {
        guard let decoded = rawPath.removingPercentEncoding, decoded.hasPrefix("/") else { return nil }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let forbidden = components.contains { $0 == ".." || $0 == "." || $0.contains("\\") || $0.contains("\0") }
        guard !forbidden else { return nil }
        let root = site.resolvingSymlinksInPath().standardizedFileURL
        var url = components.reduce(root) { $0.appendingPathComponent($1) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { url.appendPathComponent("index.html") }
        // A symbolic link may lead anywhere: what it resolves to must still be under Site/.
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL
        guard resolved.path.hasPrefix(root.path + "/"),
            FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return resolved
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "ico": "image/x-icon"
        case "webp": "image/webp"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "txt", "": "text/plain; charset=utf-8"
        case "pdf": "application/pdf"
        default: "application/octet-stream"
        }
    }
}
