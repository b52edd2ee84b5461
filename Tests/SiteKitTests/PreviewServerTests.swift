import FlyingSocks
import Foundation
import Testing

@testable import SiteBench
@testable import SiteKit

#if canImport(Glibc)
    import Glibc
#endif

/// `site serve` over real HTTP on a fixture project: what it serves and refuses, when it builds
/// again, and how it stops. (What a reader sees in the browser is `BrowserPreviewTests`.)
@Suite("Live preview: the server and its rebuilds", .serialized)
struct PreviewServerTests {
    static func files(paragraph: String = "The first paragraph.", output: String = "step one") -> [String: String] {
        [
            "Content/walk.md": PreviewFixture.walk(paragraph: paragraph),
            "Content/still.md": FixtureProject.chapter(
                title: "Still", order: 2, body: "\n## Quiet\n\nNothing runs here.\n"),
            "Examples/Walker/main.swift": "print(\"\(output)\")\n",
        ]
    }

    @Test("A saved resource changes what its example prints on the open page, as a saved source does")
    func savedResource() async throws {
        var files = Self.files()
        files["Content/walk.md"] = PreviewFixture.walk(paragraph: "Walking.", fence: "output Motto")
        files["Examples/Motto/main.swift"] = HostileFilesTests.bundled
        files["Examples/Motto/Resources/motto.txt"] = "old motto\n"
        let project = try FixtureProject(files: files)
        let preview = try await RunningPreview.start(project)
        do {
            #expect(try project.read("Site/walk.html").contains("old motto"))
            try await preview.save(in: project) {
                try project.write("Examples/Motto/Resources/motto.txt", "new motto\n")
            }
            #expect(try project.read("Site/walk.html").contains("new motto"))
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("Serves files under Site/ only: every way out of it is a 404, only GET and HEAD, with content types")
    func servesOnlySite() async throws {
        let project = try FixtureProject(files: Self.files())
        let preview = try await RunningPreview.start(project)
        do {
            // A symbolic link inside Site/ that leads out of it.
            try FileManager.default.createSymbolicLink(
                at: project.layout.site.appendingPathComponent("leak.txt"),
                withDestinationURL: project.root.appendingPathComponent("Package.swift"))
            let escapes = [
                "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E%2FPackage.swift",
                "/assets/..%2F..%2FPackage.swift",
                "/leak.txt", "//etc/passwd", "/etc/passwd", "/%2Fetc%2Fpasswd", "/walk.html%00.txt", "/nowhere.html",
            ]
            for path in escapes {
                let reply = try await LoopbackHTTP.send("GET", port: preview.port, path: path, timeout: 30)
                #expect(reply.status == 404, "\(path)")
                let body = String(decoding: reply.body, as: UTF8.self)
                #expect(!body.contains("swift-tools-version") && !body.contains("root:"), "\(path) leaked a file")
            }
            let missing = try await LoopbackHTTP.send("GET", port: preview.port, path: "/nowhere.html", timeout: 30)
            #expect(String(decoding: missing.body, as: UTF8.self).contains("<html"), "the site's own 404 page")

            let post = try await LoopbackHTTP.send("POST", port: preview.port, path: "/walk.html", timeout: 30)
            #expect(post.status == 405)
            #expect(post.headers["allow"] == "GET, HEAD")

            let page = try await LoopbackHTTP.send("GET", port: preview.port, path: "/walk.html", timeout: 30)
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            let served = String(decoding: page.body, as: UTF8.self)
            #expect(served.contains("site serve: live reload"))
            let onDisk = try project.read("Site/walk.html")
            #expect(!onDisk.contains("live reload"), "the reload script goes only into served pages")

            let head = try await LoopbackHTTP.send("HEAD", port: preview.port, path: "/walk.html", timeout: 30)
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == String(page.body.count))

            let home = try await LoopbackHTTP.send("GET", port: preview.port, path: "/", timeout: 30)
            #expect(home.status == 200)
            #expect(String(decoding: home.body, as: UTF8.self).contains("Walk"))

            let assets = try FileManager.default.contentsOfDirectory(
                atPath: project.layout.site.appendingPathComponent("assets").path)
            let css = try #require(assets.first { $0.hasSuffix(".css") })
            let js = try #require(assets.first { $0.hasSuffix(".js") })
            let style = try await LoopbackHTTP.send("GET", port: preview.port, path: "/assets/\(css)", timeout: 30)
            #expect(style.headers["content-type"] == "text/css; charset=utf-8")
            #expect(style.headers["cache-control"] == "no-store")
            // Served pages name the theme's files with their stamps, which may be cached.
            let versioned = try #require(
                served.firstMatch(of: /href="(assets\/style\.css\?v=[0-9]+-[0-9]+)"/)?.1, "\(served.prefix(800))")
            let cached = try await LoopbackHTTP.send("GET", port: preview.port, path: "/\(versioned)", timeout: 30)
            #expect(cached.status == 200 && cached.body == style.body)
            #expect(cached.headers["cache-control"] == "max-age=31536000, immutable")
            let script = try await LoopbackHTTP.send("GET", port: preview.port, path: "/assets/\(js)", timeout: 30)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test(
        "Saves rebuild: two quick saves make one build, an edited example rewrites only its pages, errors leave Site/")
    func rebuildsOnSave() async throws {
        let project = try FixtureProject(files: Self.files())
        let preview = try await RunningPreview.start(project)
        do {
            // Two saves in a row, as an editor that writes a file in two steps: one build.
            let before = preview.builds
            try await preview.save(in: project) {
                try project.write("Content/walk.md", PreviewFixture.walk(paragraph: "Half a thought."))
                try project.write("Content/walk.md", PreviewFixture.walk(paragraph: "The whole thought."))
            }
            #expect(preview.builds == before + 1, "\(preview.events)")
            #expect(try project.read("Site/walk.html").contains("The whole thought."))
            let prose = try #require(preview.lastBuiltFiles)
            #expect(prose.contains("walk.html") && !prose.contains("still.html"), "\(prose)")

            // An edited example is compiled on its own and run again; only the page that shows
            // it changes.
            let exampleBuild = try await preview.save(in: project) {
                try project.write("Examples/Walker/main.swift", "print(\"step two\")\n")
            }
            #expect(preview.builds == before + 2, "\(preview.events)")
            #expect(try project.read("Site/walk.html").contains("step two"))
            guard case .built(let example, let report) = exampleBuild else {
                Issue.record("expected a build, saw \(preview.events)")
                return
            }
            #expect(example.contains("walk.html") && !example.contains("still.html"), "\(example)")
            #expect(report.compiledAlone == ["Walker"] && !report.compiled, "\(report)")

            // A compile error in it is reported at its line, as `swift build` reports it.
            let site = project.siteSnapshot()
            let compileBuild = try await preview.save(in: project) {
                try project.write("Examples/Walker/main.swift", "print(\"step three\")\nlet unused: Int = \"no\"\n")
            }
            guard case .failed(let compileErrors) = compileBuild else {
                Issue.record("expected a failed build, saw \(preview.events)")
                return
            }
            #expect(compileErrors.contains("Examples/Walker/main.swift:2:"), "\(compileErrors)")
            #expect(compileErrors.contains("Content/walk.md"), "the hint names the chapter: \(compileErrors)")
            #expect(project.siteSnapshot() == site)
            try await preview.save(in: project) {
                try project.write("Examples/Walker/main.swift", "print(\"step two\")\n")
            }

            // A broken fence: the build fails with the located error and Site/ stays as it was.
            let brokenBuild = try await preview.save(in: project) {
                try project.write(
                    "Content/walk.md", PreviewFixture.walk(paragraph: "Broken.", fence: "example Missing"))
            }
            guard case .failed(let errors) = brokenBuild else {
                Issue.record("expected a failed build, saw \(preview.events)")
                return
            }
            #expect(errors.contains("Content/walk.md:") && errors.contains("error:"), "\(errors)")
            #expect(project.siteSnapshot() == site)
            #expect(preview.builds == before + 5, "\(preview.events)")

            // An editor's swap and backup files change nothing: the preview sees and ignores
            // them, and the one build that follows is the real save's. Nor does SwiftPM's
            // work in the examples' package (`Examples/.build`), which is not even watched.
            let swapMark = preview.watchEvents.count
            try project.write("Examples/.build/debug/notes.txt", "SwiftPM's")
            try project.write("Content/.walk.md.swp", "swap")
            try project.write("Content/walk.md~", "backup")
            try await preview.waitForIgnored(".walk.md.swp", after: swapMark)
            try await preview.waitForIgnored("walk.md~", after: swapMark)
            try await preview.save(in: project) {
                try project.write("Content/walk.md", PreviewFixture.walk(paragraph: "Mended."))
            }
            #expect(preview.builds == before + 6, "\(preview.events)")
            let changed = preview.watchEvents.dropFirst(swapMark).compactMap { event -> String? in
                if case .changed(let path, _) = event { return path }
                return nil
            }
            #expect(
                !changed.contains { $0.hasSuffix(".swp") || $0.hasSuffix("~") || $0.contains("/.build/") }, "\(changed)"
            )
            #expect(try project.read("Site/walk.html").contains("Mended."))
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("A saved template lays every page out again; a saved stylesheet is a file every open page reloads for")
    func themeEdits() async throws {
        let project = try FixtureProject(files: Self.files())
        // The theme's source folder, where a preview run in the generator's own repository
        // reads it on every build.
        let theme = project.root.appendingPathComponent(Theme.sourceFolder)
        try FileManager.default.createDirectory(
            at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: BrowserTools.repositoryRoot.appendingPathComponent(Theme.sourceFolder), to: theme)
        let preview = try await RunningPreview.start(project)
        do {
            let before = preview.builds
            let template = theme.appendingPathComponent("chapter.mustache")
            let text = try String(contentsOf: template, encoding: .utf8)
            try await preview.save(in: project) {
                try (text + "<p>Saved from the template.</p>\n").write(to: template, atomically: true, encoding: .utf8)
            }
            #expect(preview.builds == before + 1, "\(preview.events)")
            let pages = try #require(preview.lastBuiltFiles)
            #expect(pages.contains("walk.html") && pages.contains("still.html"), "\(pages)")
            #expect(try project.read("Site/still.html").contains("Saved from the template."))

            let style = theme.appendingPathComponent("assets/style.css")
            let css = try String(contentsOf: style, encoding: .utf8)
            try await preview.save(in: project) {
                try (css + "\n/* saved */\n").write(to: style, atomically: true, encoding: .utf8)
            }
            #expect(preview.builds == before + 2, "\(preview.events)")
            #expect(preview.lastBuiltFiles == ["assets/style.css"], "\(preview.events)")
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("An oversized request line gets 414 and an oversized head 431; the server goes on answering")
    func boundedRequests() async throws {
        let project = try FixtureProject(files: Self.files())
        let preview = try await RunningPreview.start(project)
        do {
            let longLine = "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"
            let line = try await LoopbackHTTP.sendRaw(Data(longLine.utf8), port: preview.port, timeout: 60)
            #expect(line.status == 414)
            #expect(line.headers["connection"] == "close")
            let bigHead =
                "GET /walk.html HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 1 << 20) + "\r\n\r\n"
            let head = try await LoopbackHTTP.sendRaw(Data(bigHead.utf8), port: preview.port, timeout: 60)
            #expect(head.status == 431)
            let page = try await LoopbackHTTP.send("GET", port: preview.port, path: "/walk.html", timeout: 60)
            #expect(page.status == 200)
        } catch {
            await preview.stop()
            throw error
        }
        await preview.stop()
    }

    @Test("Requests that arrive a byte at a time, two in one write, or with bare line feeds, are read whole")
    func headsFromPieces() {
        let text =
            "GET /a.html?v=1 HTTP/1.1\r\nHost: x\r\nX-Note:  spaced \r\n\r\nHEAD /b HTTP/1.0\nConnection: keep-alive\n\n"
        var buffer = RequestHead.Buffer()
        var heads: [RequestHead] = []
        for byte in Array(text.utf8) {
            buffer.append([byte])
            while case .success(let head)? = buffer.nextHead() { heads.append(head) }
        }
        #expect(
            heads == [
                RequestHead(
                    method: "GET", path: "/a.html", query: "v=1", version: "HTTP/1.1",
                    headers: ["host": "x", "x-note": "spaced"]),
                RequestHead(
                    method: "HEAD", path: "/b", query: "", version: "HTTP/1.0", headers: ["connection": "keep-alive"]),
            ])
        #expect(heads.map(\.keepsAlive) == [true, true])
        var refused = RequestHead.Buffer()
        refused.append(Array("GET / HTTP/1.1\r\nno colon here\r\n\r\n".utf8))
        #expect(refused.nextHead() == .failure(.malformed))
    }

    @Test("A connection that sends nothing, or half a request, is closed once its time is up")
    func idleConnectionsClosed() async throws {
        let server = PreviewHTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), idleTimeout: .milliseconds(300)
        ) { _ in PreviewHTTPServer.Response(status: 200, headers: [:], body: Data("ok".utf8)) }
        let task = Task { try await server.run() }
        defer { task.cancel() }
        for _ in 0..<500 where server.listeningAddress == nil { try await Task.sleep(for: .milliseconds(10)) }
        guard case .ip4(_, let port) = server.listeningAddress else {
            Issue.record("the server did not listen")
            return
        }
        for sent in ["", "GET /walk.html HTTP/1.1\r\nHost: x\r\n"] {
            let closed = try await LoopbackHTTP.secondsUntilClosed(port: Int(port), sending: sent, timeout: 60)
            #expect(closed != nil, "still open after 60 s, having sent \(sent.debugDescription)")
        }
        let answered = try await LoopbackHTTP.send("GET", port: Int(port), path: "/", timeout: 60)
        #expect(answered.status == 200)
    }

    @Test("A port in use is refused with the port, the reason and a hint")
    func portInUse() async throws {
        let project = try FixtureProject(files: Self.files())
        let first = try await RunningPreview.start(project)
        do {
            let second = SitePreview(generator: try project.generator(), port: UInt16(first.port))
            do {
                try await second.run { _ in }
                Issue.record("a second server started on port \(first.port)")
            } catch let error as PreviewError {
                #expect(error.description.contains("port \(first.port) on 127.0.0.1 is in use"))
                #expect(error.description.contains("--port"))
            }
        } catch {
            await first.stop()
            throw error
        }
        await first.stop()
    }

    @Test("Ctrl-C stops the server, with requests in flight: exit status 130 and the port is closed")
    func interruptStops() async throws {
        let site = BrowserTools.repositoryRoot.appendingPathComponent(".build/debug/site").path
        try #require(FileManager.default.isExecutableFile(atPath: site), "build the 'site' product first")
        let project = try FixtureProject(files: Self.files())
        let runner = ProcessRunner(timeout: 900)
        let arguments = ["serve", "--root", project.root.path, "--port", "0"]
        let (server, (port, halves)) = try await runner.run(site, arguments) { server in
            // The first build compiles the example first: minutes on a loaded machine.
            var port: Int?
            while port == nil && ProcessRunnerTests.isRunning(server.processID) {
                port = server.standardOutput.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
                try await Task.sleep(for: .milliseconds(50))
            }
            let served = try #require(port, "\(server.standardOutput)")
            let page = try await LoopbackHTTP.send("GET", port: served, path: "/walk.html", timeout: 10)
            #expect(page.status == 200)
            // Requests in flight do not hold the server: oversized ones, as any page open in
            // the browser could send, which are answered and closed, and connections sending
            // half a request, which stay open waiting for the rest.
            let oversized = Data(("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\n").utf8)
            async let first = LoopbackHTTP.sendRaw(oversized, port: served, timeout: 30)
            async let second = LoopbackHTTP.sendRaw(oversized, port: served, timeout: 30)
            let statuses = try await (first.status, second.status)
            #expect(statuses.0 == 414 && statuses.1 == 414, "\(statuses)")
            // The halves go last, just before the signal (the server closes a connection idle
            // for 30 s), each sent from this thread and left open: no thread waits on them.
            let halves = try ["GET /walk.html HTTP/1.1\r\n", "GET /"].map {
                try LoopbackHTTP.openWithoutReply(Data($0.utf8), port: served)
            }
            // `connect` has returned for each: the kernel holds both connections, established.
            kill(server.processID, SIGINT)
            return (served, halves)
        }
        for socket in halves { close(socket) }
        #expect(server.termination == .exited(130), "\(server.stderr)")
        await #expect(throws: (any Error).self) {
            _ = try await LoopbackHTTP.send("GET", port: port, path: "/walk.html", timeout: 2)
        }
    }
}

/// The fixture chapter the preview tests edit: long enough to scroll, with one program's output.
enum PreviewFixture {
    static func walk(paragraph: String, fence: String = "output Walker") -> String {
        let filler = (1...40).map { "Filler paragraph \($0), so that the page is tall enough to scroll." }
        return FixtureProject.chapter(
            title: "Walk",
            body: "\n## The problem\n\n\(paragraph)\n\n" + filler.joined(separator: "\n\n")
                + "\n\n## The output\n\n```\(fence)\n```\n")
    }
}
