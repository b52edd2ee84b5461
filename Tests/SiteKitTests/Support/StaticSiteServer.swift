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

    static func start(_ folder: URL) async throws -> StaticSiteServer {
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), logger: .disabled,
            handler: SiteFileServer(site: folder))
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
