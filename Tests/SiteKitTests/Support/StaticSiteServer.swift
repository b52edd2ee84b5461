import FlyingFox
import Foundation

@testable import SiteKit

/// A folder served over HTTP on a free loopback port the way a static host serves a site: its
/// files, and its 404 page for any path that names none, at any depth.
final class StaticSiteServer: Sendable {
    let port: Int
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    private init(port: Int, server: HTTPServer, task: Task<Void, any Error>) {
        self.port = port
        self.server = server
        self.task = task
    }

    /// Serves `folder` at the host's root, or under `subPath` (such as `/project`), as a host
    /// serves a project's site: there its 404 page answers any missing path under `subPath`,
    /// and nothing is served outside it.
    static func start(_ folder: URL, under subPath: String = "") async throws -> StaticSiteServer {
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), logger: .disabled,
            handler: SubPathFiles(subPath: subPath, files: SiteFileServer(site: folder)))
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            task.cancel()
            throw PreviewTestError("the test server did not listen on an IPv4 port")
        }
        return StaticSiteServer(port: Int(port), server: server, task: task)
    }

    func stop() {
        task.cancel()
    }
}

/// The site's files under a sub-path of the host, and a bare 404 outside it.
private struct SubPathFiles: HTTPHandler {
    let subPath: String
    let files: SiteFileServer

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.target.path(percentEncoded: true)
        guard subPath.isEmpty || path.hasPrefix(subPath + "/") else {
            return HTTPResponse(statusCode: .notFound, body: Data("Nothing here.\n".utf8))
        }
        return files.response(
            method: request.method.rawValue, rawPath: String(path.dropFirst(subPath.count)),
            query: request.target.query(percentEncoded: true))
    }
}
