import FlyingSocks
import Foundation
import Synchronization
import Testing

@testable import SiteBench
@testable import SiteKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a long-running preview must survive: pages that close, clients that never read, other
/// hosts' pages, and running out of file descriptors.
@Suite("Preview under load and from elsewhere", .serialized)
struct PreviewHardeningTests {
    /// A server on a free port, serving `respond`, until `body` returns.
    func withServer(
        idleTimeout: Duration = .seconds(30), hosts: HostCheck = HostCheck(listening: "127.0.0.1"),
        respond: @escaping @Sendable (RequestHead) async -> PreviewHTTPServer.Response,
        body: (PreviewHTTPServer, Int) async throws -> Void
    ) async throws {
        let server = PreviewHTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), idleTimeout: idleTimeout, hosts: hosts,
            respond: respond)
        let task = Task { try await server.run() }
        defer { task.cancel() }
        for _ in 0..<500 where server.listeningAddress == nil { try await Task.sleep(for: .milliseconds(10)) }
        guard case .ip4(_, let port) = server.listeningAddress else {
            Issue.record("the server did not listen")
            return
        }
        try await body(server, Int(port))
    }

    /// Waits up to `seconds` for `condition`.
    func eventually(seconds: Double = 10, _ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    @Test("a page that closes ends its event stream at once, not at the next build")
    func closedPageEndsItsStream() async throws {
        let ended = Atomic<Int>(0)
        try await withServer(
            respond: { _ in
                let (events, continuation) = AsyncStream.makeStream(of: String.self)
                continuation.onTermination = { _ in ended.add(1, ordering: .sequentiallyConsistent) }
                return PreviewHTTPServer.Response(
                    status: 200, headers: ["content-type": "text/event-stream"], events: events)
            },
            body: { server, port in
                for page in 0..<20 {
                    let socket = try LoopbackHTTP.openWithoutReply(
                        Data("GET /__live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), port: port)
                    try await Task.sleep(for: .milliseconds(50))
                    // Half close having read what came (FIN, as a closed tab), half with the
                    // answer unread (a reset).
                    var chunk = [UInt8](repeating: 0, count: 4096)
                    if page.isMultiple(of: 2) { while recv(socket, &chunk, chunk.count, Int32(MSG_DONTWAIT)) > 0 {} }
                    close(socket)
                }
                #expect(try await eventually(seconds: 30) { ended.load(ordering: .sequentiallyConsistent) == 20 })
                #expect(try await eventually(seconds: 30) { server.openConnections == 0 })
            })
    }

    @Test("clients that pipeline a large page and never read are closed after the idle timeout")
    func clientsThatNeverRead() async throws {
        let page = Data(repeating: UInt8(ascii: "a"), count: 8 << 20)
        try await withServer(
            idleTimeout: .milliseconds(500),
            respond: { _ in PreviewHTTPServer.Response(status: 200, headers: [:], body: page) },
            body: { server, port in
                let request = "GET /print.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                let sockets = try (0..<10).map { _ in
                    try LoopbackHTTP.openWithoutReply(Data(String(repeating: request, count: 4).utf8), port: port)
                }
                defer { for socket in sockets { close(socket) } }
                #expect(try await eventually { server.openConnections == 10 })
                #expect(try await eventually(seconds: 20) { server.openConnections == 0 })
            })
    }

    @Test("a request naming another host (DNS rebinding) is refused; this machine's names are answered")
    func otherHostsRefused() async throws {
        try await withServer(
            respond: { _ in
                PreviewHTTPServer.Response(status: 200, headers: [:], body: Data("ok".utf8))
            },
            body: { _, port in
                for (host, status) in [
                    ("attacker.example", 403), ("attacker.example:\(port)", 403), ("127.0.0.1.attacker.example", 403),
                    ("127.0.0.1:\(port)", 200), ("localhost:\(port)", 200), ("[::1]:\(port)", 200), ("127.1.2.3", 200),
                ] {
                    let answer = try await LoopbackHTTP.sendRaw(
                        Data("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8), port: port,
                        timeout: 30)
                    #expect(answer.status == status, "Host: \(host)")
                }
            })
        #expect(HostCheck(listening: "0.0.0.0").allows("192.168.1.20:8000"))
        #expect(!HostCheck(listening: "0.0.0.0").allows("attacker.example"))
        #expect(HostCheck(listening: "127.0.0.1").allows(nil))
    }

    @Test(
        "more clients than the limit on open files allows wait their turn: files stay in reserve, the preview serves again after"
    )
    func connectionsPastTheFileLimit() async throws {
        let site = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nNo examples here.\n")
        ])
        let runner = ProcessRunner(timeout: 600)
        let command = "ulimit -n 96; exec \"$0\" serve --root \"$1\" --port 0"
        let (result, mostOpen) = try await runner.run("/bin/sh", ["-c", command, site, project.root.path]) { preview in
            var port: Int?
            while port == nil && ProcessRunnerTests.isRunning(preview.processID) {
                port = preview.standardOutput.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
                try await Task.sleep(for: .milliseconds(50))
            }
            let served = try #require(port, "the preview did not start")
            // More connections than the process may have files.
            var sockets: [Int32] = []
            for _ in 0..<120 {
                guard let socket = try? LoopbackHTTP.openWithoutReply(Data("GET /".utf8), port: served) else { break }
                sockets.append(socket)
            }
            #expect(sockets.count == 120, "the kernel queues the clients the preview has not accepted")
            var mostOpen = 0
            for _ in 0..<20 {
                let files = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(preview.processID)/fd")
                mostOpen = max(mostOpen, files.count)
                try await Task.sleep(for: .milliseconds(50))
            }
            for socket in sockets { close(socket) }
            let page = try await LoopbackHTTP.send("GET", port: served, path: "/one.html", timeout: 30)
            #expect(page.status == 200)
            #expect(ProcessRunnerTests.isRunning(preview.processID))
            kill(preview.processID, SIGTERM)
            return mostOpen
        }
        // Out of files, libdispatch's watch over its threads traps (the preview died of SIGILL):
        // the preview keeps 64 for itself.
        #expect(mostOpen > 32 && mostOpen <= 96 - 32, "files open at most: \(mostOpen)")
        #expect(!result.stderr.contains("could not accept"), "\(result.stderr)")
        #expect(result.stderr.contains("the preview serves 32 connections at once"), "\(result.stderr)")
    }

    /// The processes whose parent is `pid`, from `/proc`.
    static func children(of pid: String) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.filter { BuildInterruptionTests.parent(of: $0) == pid }
    }

    @Test("Examples/ replaced by a new folder while the preview runs: a save in the new one is still seen and built")
    func replacedExamplesFolder() async throws {
        let project = try FixtureProject(files: PreviewServerTests.files())
        let preview = try await RunningPreview.start(project)
        do {
            let examples = project.examples
            let old = project.root.appendingPathComponent("Examples-old")
            try FileManager.default.moveItem(at: examples, to: old)
            try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
            for item in ["Walker", "Package.swift"] {
                try FileManager.default.copyItem(
                    at: old.appendingPathComponent(item), to: examples.appendingPathComponent(item))
            }
            // The watcher looks for a replaced root within a fifth of a second.
            try await Task.sleep(for: .seconds(1))
            let marker = "Examples/Walker/main.swift"
            try await preview.save(in: project, marker: marker) {
                try project.write(marker, "print(\"step two\")\n")
            }
            #expect(try project.read("Site/walk.html").contains("step two"))
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("'site serve | head -2': a save after head has gone does not kill the preview (no SIGPIPE death)")
    func closedStandardOutput() async throws {
        let site = BuildInterruptionTests.site
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let project = try FixtureProject(files: [
            "Content/one.md": FixtureProject.chapter(title: "One", body: "\nFirst words.\n")
        ])
        let command = "\"$0\" serve --root \"$1\" --port 0 | head -2"
        let (_, answered) = try await ProcessRunner(timeout: 600).run(
            "/bin/sh", ["-c", command, site, project.root.path]
        ) {
            shell in
            var port: Int?
            for _ in 0..<2400 where port == nil {
                port = shell.standardOutput.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
                try await Task.sleep(for: .milliseconds(50))
            }
            let served = try #require(port, "the preview did not start")
            let preview = try #require(
                BuildInterruptionTests.processes(endingWith: "0").filter {
                    BuildInterruptionTests.command(of: $0) == site
                }.compactMap { pid_t($0) }.first)
            defer { kill(preview, SIGTERM) }
            // head has gone: the next build's line goes to a closed pipe.
            try project.write("Content/one.md", FixtureProject.chapter(title: "One", body: "\nSecond words.\n"))
            var page = ""
            for _ in 0..<600 where !page.contains("Second words.") {
                try await Task.sleep(for: .milliseconds(100))
                page = (try? project.read("Site/one.html")) ?? ""
            }
            try await Task.sleep(for: .milliseconds(500))
            #expect(kill(preview, 0) == 0, "the preview died")
            return try await LoopbackHTTP.send("GET", port: served, path: "/one.html", timeout: 30).status
        }
        #expect(answered == 200)
    }
}
