import FlyingSocks
import Foundation

@testable import SiteKit

/// A folder served over HTTP on a free loopback port the way a static host serves a site: its
/// files, and its 404 page for any path that names none, at any depth.
final class StaticSiteServer: Sendable {
    let port: Int
    private let task: Task<Void, any Error>

    private init(port: Int, task: Task<Void, any Error>) {
        self.port = port
        self.task = task
    }

    /// Serves `folder` at the host's root, or under `subPath` (such as `/project`), as a host
    /// serves a project's site: there its 404 page answers any missing path under `subPath`,
    /// and nothing is served outside it.
    static func start(_ folder: URL, under subPath: String = "") async throws -> StaticSiteServer {
        let files = SiteFileServer(site: folder)
        let server = PreviewHTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0)) { request in
            guard subPath.isEmpty || request.path.hasPrefix(subPath + "/") else {
                return PreviewHTTPServer.Response(
                    status: 404, headers: ["content-type": "text/plain; charset=utf-8"],
                    body: Data("Nothing here.\n".utf8))
            }
            return files.response(
                method: request.method, rawPath: String(request.path.dropFirst(subPath.count)), query: request.query)
        }
        let task = Task { try await server.run() }
        for _ in 0..<500 where server.listeningAddress == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .ip4(_, let port) = server.listeningAddress else {
            task.cancel()
            throw PreviewTestError("the test server did not listen on an IPv4 port")
        }
        return StaticSiteServer(port: Int(port), task: task)
    }

    func stop() {
        task.cancel()
    }
}
