import FlyingSocks
import Foundation
import Synchronization

/// `site serve`: the same incremental build as `site`, into `Site/` through the same staging
/// folder, served over HTTP with live reload, and built again whenever a chapter, an example
/// or the theme is saved.
///
/// After each build the open pages are told which files it wrote: those pages reload (keeping
/// their scroll position) and the others stay as they are. A failed build leaves `Site/` as it
/// was and shows its errors, as the terminal prints them, over every open page until a build
/// succeeds.
package struct SitePreview: Sendable {
    /// What the preview reports as it goes.
    package enum Event: Sendable {
        /// The first build is done and the site is served here.
        case serving(URL)
        /// A build succeeded and wrote these files (paths under `Site/`); the report says what
        /// it did and how long each step took.
        case built(files: [String], report: WorkReport)
        /// A build failed with these errors; `Site/` is unchanged.
        case failed(String)
        /// The server met a problem it recovers from (it could not accept a connection).
        case trouble(String)
    }

    package var generator: SiteGenerator
    package var host: String
    /// 0 picks a free port.
    package var port: UInt16
    /// How long the files must stay unchanged before a build starts: an editor's save can be
    /// several writes and renames in a row, a few milliseconds apart.
    package var quietPeriod: Duration = .milliseconds(20)
    /// The theme the last build read, with the stamps of its files.
    private let lastTheme = LastTheme()

    /// What the watch loop does between builds, reported as it happens so that a test can wait
    /// for the change it made to be seen, ignored or built instead of guessing how long that
    /// takes.
    enum WatchEvent: Sendable, Equatable {
        /// A change to `path` that can change the site; `changes` counts those seen so far.
        case changed(path: String, changes: Int)
        /// A change to `path` that cannot change the site (see `matters`).
        case ignored(path: String)
        /// The changes stayed quiet for a quiet period: a build of the first `changes` starts.
        case settled(changes: Int)
    }

    /// Called with every `WatchEvent`, on the thread that saw it.
    var onWatchEvent: @Sendable (WatchEvent) -> Void = { _ in }

    /// Waits out one quiet period of the given length; a test may hold it, to decide itself
    /// when a burst of saves has ended.
    var quietPeriodElapses: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    package init(generator: SiteGenerator, host: String = "127.0.0.1", port: UInt16 = 8000) {
        var generator = generator
        // Builds follow one another in this process: keep what the cache decoded.
        generator.cache = SiteCache.rememberingEntries(of: generator.cache)
        generator.compilesChangedExamples = ChangedExampleCompiler.Compiled()
        // The preview shows drafts, so an unfinished chapter has a page while it is written.
        generator.drafts = .include
        self.generator = generator
        self.host = host
        self.port = port
    }

    /// The theme's source folder, read again for every build so that an edit to a template or
    /// the stylesheet shows at once; nil when the generator runs outside its own repository.
    var themeFolder: URL? {
        let folder = generator.project.root.appendingPathComponent("Sources/SiteKit/Theme")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// Builds, serves and builds again after every change, until the task is cancelled or the
    /// process is stopped (Ctrl-C stops every example a build started; see `ProcessControl`).
    package func run(onEvent: @escaping @Sendable (Event) -> Void) async throws {
        let watched = [generator.project.content, generator.project.examples] + (themeFolder.map { [$0] } ?? [])
        let events = try FileEvents(watching: watched)
        defer { events.stop() }
        let hub = LiveReloadHub()
        let files = SiteFileServer(site: generator.project.site)
        let respond: @Sendable (RequestHead) async -> PreviewHTTPServer.Response = { request in
            // `/__live` is the pages' event stream; every other path is a file of the site.
            guard request.path == LiveReloadScript.path, request.method == "GET" else {
                return files.response(to: request)
            }
            return PreviewHTTPServer.Response(
                status: 200, headers: ["content-type": "text/event-stream", "cache-control": "no-store"],
                events: await hub.connect())
        }
        let server = PreviewHTTPServer(
            address: try Self.socketAddress(host: host, port: port), hosts: HostCheck(listening: host),
            report: { onEvent(.trouble($0)) }, respond: respond)
        try await withThrowingTaskGroup(of: Void.self) { group in
            let startFailure = StartFailure()
            group.addTask {
                do { try await server.run() } catch is CancellationError {
                } catch {
                    startFailure.error = PreviewError(starting: error, host: host, port: port)
                }
            }
            try await Self.waitUntilListening(server, startFailure)
            let changes = ChangeCounter()
            let onWatchEvent = onWatchEvent
            group.addTask {
                for await path in events.paths {
                    guard Self.matters(path, watched: watched) else {
                        onWatchEvent(.ignored(path: path))
                        continue
                    }
                    onWatchEvent(.changed(path: path, changes: changes.record()))
                }
                changes.finish()
            }
            onEvent(await build(hub: hub))
            let address = server.listeningAddress
            if case .ip4(let ip, let port) = address {
                onEvent(.serving(URL(string: "http://\(ip):\(port)/")!))
            } else if case .ip6(let ip, let port) = address {
                onEvent(.serving(URL(string: "http://[\(ip)]:\(port)/")!))
            }
            for await seen in changes.signals {
                // Wait for the burst of writes an editor's save makes to settle.
                var settled = seen
                repeat {
                    settled = changes.count
                    try await quietPeriodElapses(quietPeriod)
                } while changes.count != settled
                guard settled > changes.built else { continue }  // already built by the last build
                changes.built = settled
                onWatchEvent(.settled(changes: settled))
                onEvent(await build(hub: hub))
            }
            await hub.closeAll()
            group.cancelAll()
        }
    }

    /// One build, and what the open pages are told about it.
    private func build(hub: LiveReloadHub) async -> Event {
        var generator = generator
        do {
            if let themeFolder { generator.theme = try theme(in: themeFolder) }
            let output = try await generator.build()
            let files = output.report.filesWritten
            await hub.send(LiveReloadMessage(kind: .built, pages: files))
            return .built(files: files, report: output.report)
        } catch {
            let text = "\(error)"
            await hub.send(LiveReloadMessage(kind: .failed, text: text))
            return .failed(text)
        }
    }

    /// The theme in `folder`, read again only when one of its files changed (see `LoadMemo`
    /// for why a file saved in the last two seconds is not trusted to keep its stamp).
    private func theme(in folder: URL) throws -> Theme {
        let stamps = FileStamp.files(in: folder)
        if let known = lastTheme.state.withLock({ $0?.stamps == stamps ? $0?.theme : nil }) { return known }
        let theme = try Theme(folder: folder, shownAs: generator.project.relativePath(folder))
        let settled = stamps.values.allSatisfy { $0.isSettled() }
        lastTheme.state.withLock { $0 = settled ? (stamps, theme) : nil }
        return theme
    }

    /// Whether a change to `path`, in one of the `watched` folders, can change the site: an
    /// editor's swap, backup and lock files cannot, nor anything in a hidden folder there (such
    /// as SwiftPM's `Examples/.build`).
    static func matters(_ path: String, watched: [URL]) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" { return false }
        if let root = watched.map(\.path).first(where: { path.hasPrefix($0 + "/") }),
            path.dropFirst(root.count + 1).split(separator: "/").contains(where: { $0.hasPrefix(".") })
        {
            return false
        }
        return ![".swp", ".swx", ".tmp"].contains { name.hasSuffix($0) }
    }

    private static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        if name.contains(":") { return try sockaddr_in6.inet6(ip6: name, port: port) }
        do {
            return try sockaddr_in.inet(ip4: name, port: port)
        } catch {
            throw PreviewError(description: "error: '\(host)' is not an IP address; hint: use --host 127.0.0.1 or ::1")
        }
    }

    private static func waitUntilListening(_ server: PreviewHTTPServer, _ failure: StartFailure) async throws {
        for _ in 0..<500 {
            if server.listeningAddress != nil { return }
            if let error = failure.error { throw error }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw PreviewError(description: "error: the preview server did not start listening within 5 seconds")
    }
}

/// The theme the last build read, with the stamps of its files.
private final class LastTheme: Sendable {
    let state = Mutex<(stamps: [String: FileStamp], theme: Theme)?>(nil)
}

/// Why the server stopped before it listened, if it did.
private final class StartFailure: Sendable {
    private let state = Mutex<PreviewError?>(nil)
    var error: PreviewError? {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

/// Counts the changes seen, and wakes the build loop when there is one it has not built.
private final class ChangeCounter: Sendable {
    private let state = Mutex((count: 0, built: 0))
    private let continuation: AsyncStream<Int>.Continuation
    /// At most one wake-up waits: a change during a build means one more build, not one per write.
    let signals: AsyncStream<Int>

    init() {
        (signals, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    }

    var count: Int { state.withLock { $0.count } }

    /// The count of changes the last build started after.
    var built: Int {
        get { state.withLock { $0.built } }
        set { state.withLock { $0.built = newValue } }
    }

    /// Counts one change and returns the count with it.
    func record() -> Int {
        let count = state.withLock { state in
            state.count += 1
            return state.count
        }
        continuation.yield(count)
        return count
    }

    func finish() { continuation.finish() }
}

/// The preview cannot start, said the way every other error is.
package struct PreviewError: Error, Sendable, CustomStringConvertible {
    package var description: String

    init(description: String) { self.description = description }

    init(starting error: any Error, host: String, port: UInt16) {
        if case SocketError.failed(_, let number, _) = error, number == EADDRINUSE {
            description =
                "error: port \(port) on \(host) is in use (another 'site serve'?)\n"
                + "hint: stop the other server, or choose another port: swift run site serve --port \(port &+ 1)"
        } else if case SocketError.failed(_, let number, _) = error, number == EACCES {
            description =
                "error: not allowed to listen on port \(port)\n"
                + "hint: ports below 1024 need privileges; choose another with --port 8000"
        } else {
            description = "error: the preview server could not start on \(host):\(port): \(error)"
        }
    }
}
