import FlyingSocks
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The preview's HTTP/1.1 server: GET and HEAD of files, and one event stream per open page.
///
/// Any web page open in the author's browser can send requests to it, so it bounds what it
/// reads and holds: a request line over 8 KB is answered 414 and a head over 16 KB 431, in time
/// linear in what was sent (`RequestHead.Buffer`); a connection that has not sent a whole head
/// within `idleTimeout`, or has not taken an answer within it, is closed; request bodies are
/// never read; at most `maximumConnections` are served at once, and further clients wait in
/// the kernel's queue until one closes; a request that names a host other than this machine's
/// (`HostCheck`: a DNS-rebinding page) is refused; and an event stream ends when its page goes
/// away, not at the next event. A failing `accept` is reported and tried again rather than
/// ending the server. Built on FlyingSocks' sockets
/// rather than FlyingFox's server, whose request reader has no size limit and takes time
/// quadratic in a line's length; a server on SwiftNIO (Hummingbird) would be bounded too, but
/// would add minutes to a cold build of the generator for this one command.
final class PreviewHTTPServer: Sendable {
    /// What a request gets back.
    struct Response: Sendable {
        var status: Int
        /// Header values by lowercased name; `content-length` is added when missing.
        var headers: [String: String]
        var body: Data
        /// For an event stream: each element is sent as one `data:` event as it comes, and the
        /// connection closes when the stream ends.
        var events: AsyncStream<String>?

        init(status: Int, headers: [String: String], body: Data = Data(), events: AsyncStream<String>? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.events = events
        }
    }

    let address: any SocketAddress
    let respond: @Sendable (RequestHead) async -> Response
    /// How long a connection may take to send a whole request head, or to take an answer, and
    /// may stay idle between requests, before it is closed.
    let idleTimeout: Duration
    /// The hosts requests may name (see `HostCheck`).
    let hosts: HostCheck
    /// Told of a problem the server recovers from, such as a failing `accept`.
    let report: @Sendable (String) -> Void
    /// 128, or fewer when the limit on open files would not leave 64 files for the rest of the
    /// process: each connection is a file, and on Linux a process out of files is stopped by
    /// libdispatch itself, which opens `/proc/<thread>/stat` to watch its workers and traps when
    /// it cannot.
    let maximumConnections = min(128, max(8, (SystemInfo.openFileLimit ?? .max) - 64))
    /// Where the server listens, once it does.
    let listening = Mutex<Socket.Address?>(nil)
    private let open = Mutex(0)

    init(
        address: some SocketAddress, idleTimeout: Duration = .seconds(30), hosts: HostCheck = HostCheck(listening: ""),
        report: @escaping @Sendable (String) -> Void = { _ in },
        respond: @escaping @Sendable (RequestHead) async -> Response
    ) {
        self.address = address
        self.idleTimeout = idleTimeout
        self.hosts = hosts
        self.report = report
        self.respond = respond
    }

    /// Where the server listens, once it does.
    var listeningAddress: Socket.Address? { listening.withLock { $0 } }

    /// How many connections are being served now.
    var openConnections: Int { open.withLock { $0 } }

    /// Listens and serves until the task is cancelled.
    func run() async throws {
        let socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
        #endif
        try socket.bind(to: address)
        try socket.listen()
        let pool = SystemInfo.socketPool()
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        listening.withLock { $0 = try? socket.sockname() }
        defer { try? socket.close() }
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await pool.run() }
            var failing = false
            var full = false
            while !Task.isCancelled {
                // Counted before `accept`, so that a client past the limit costs no file. This
                // loop alone adds connections, so the count cannot grow before it accepts.
                guard openConnections < maximumConnections else {
                    if !full {
                        let limit = maximumConnections
                        report("the preview serves \(limit) connections at once; others wait until one closes")
                    }
                    full = true
                    try? await Task.sleep(for: .milliseconds(20))
                    continue
                }
                full = false
                let connection: AsyncSocket
                do {
                    connection = try await listener.accept()
                } catch {
                    if error is CancellationError || Task.isCancelled { break }
                    if !failing { report("the preview could not accept a connection (\(error)); it keeps trying") }
                    failing = true
                    try? await Task.sleep(for: .milliseconds(100))
                    continue
                }
                if failing { report("the preview accepts connections again") }
                failing = false
                open.withLock { $0 += 1 }
                group.addTask {
                    await self.serve(connection)
                    self.open.withLock { $0 -= 1 }
                }
            }
        }
    }

    /// Answers the requests of one connection, one after another, until it closes, asks to,
    /// idles too long, or sends something this server refuses.
    private func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        var buffer = RequestHead.Buffer()
        while !Task.isCancelled {
            let deadline = ContinuousClock.now + idleTimeout
            var next = buffer.nextHead()
            while next == nil {
                guard let chunk = await Self.read(connection, until: deadline) else { return }
                buffer.append(chunk)
                next = buffer.nextHead()
            }
            switch next {
            case .success(let head)?:
                var response =
                    hosts.allows(head.headers["host"])
                    ? await respond(head)
                    : Response(
                        status: 403, headers: ["content-type": "text/plain; charset=utf-8"],
                        body: Data("The preview answers only requests for this machine (\(hosts.names)).\n".utf8))
                let keepAlive = head.keepsAlive && response.events == nil
                if !keepAlive { response.headers["connection"] = "close" }
                // The head, then the body as it is: a page's bytes are shared by every connection
                // sending it, not copied for each.
                guard await Self.write(Self.encode(head: response), to: connection, until: .now + idleTimeout)
                else { return await Self.abandon(response.events) }
                if !response.body.isEmpty {
                    guard await Self.write(response.body, to: connection, until: .now + idleTimeout) else { return }
                }
                if let events = response.events { return await stream(events, to: connection) }
                if !keepAlive { return }
            case .failure(let refusal)?:
                let text = "\(Self.reason(refusal.status)).\n"
                let response = Response(
                    status: refusal.status,
                    headers: ["content-type": "text/plain; charset=utf-8", "connection": "close"], body: Data(text.utf8)
                )
                _ = await Self.write(Self.encode(response), to: connection, until: .now + idleTimeout)
                await Self.drain(connection)
                return
            case nil:
                return
            }
        }
    }

    /// Sends each event as it comes, until the stream ends or the page has gone: the stream
    /// ends within a second of the page closing (`untilClosed`), not at the next event. A page
    /// whose stream broke (the server restarted) tries again after 300 ms.
    private func stream(_ events: AsyncStream<String>, to connection: AsyncSocket) async {
        let timeout = idleTimeout
        guard await Self.write(Data("retry: 300\n\n".utf8), to: connection, until: .now + timeout) else {
            return await Self.abandon(events)
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events {
                    let lines = event.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
                    let data = Data((lines.joined() + "\n").utf8)
                    guard await Self.write(data, to: connection, until: .now + timeout) else { return }
                }
            }
            group.addTask { await Self.untilClosed(connection) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Ends an event stream no page will read, so that whoever feeds it lets it go now
    /// (`onTermination`), not when it next has something to send.
    private static func abandon(_ events: AsyncStream<String>?) async {
        guard let events else { return }
        let reader = Task { for await _ in events {} }
        reader.cancel()
        await reader.value
    }

    /// Returns once the peer has closed `connection` (or reset it), looking once a second. A
    /// page sends nothing on its event stream, so anything readable is its end; asked with
    /// `poll` rather than the socket pool, which wakes no reader for a reset.
    private static func untilClosed(_ connection: AsyncSocket) async {
        let file = connection.socket.file.rawValue
        var byte: UInt8 = 0
        while (try? await Task.sleep(for: .seconds(1))) != nil {
            var watched = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 0) > 0 else { continue }
            if watched.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
            let peeked = recv(file, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            if peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return }
        }
    }

    /// Writes `data`, unless the connection has not taken it by `deadline` (a client that
    /// never reads would otherwise hold its answer in memory for good); whether it was written.
    private static func write(_ data: Data, to connection: AsyncSocket, until deadline: ContinuousClock.Instant)
        async -> Bool
    {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { (try? await connection.write(data)) != nil }
            group.addTask {
                try? await Task.sleep(until: deadline)
                return false
            }
            let written = await group.next() ?? false
            group.cancelAll()
            return written
        }
    }

    /// Ends a refused connection so that the client reads the answer: closing a socket
    /// with unread bytes makes the kernel reset the connection, and the client may then lose
    /// the answer. So the server stops sending, and reads and drops what is still coming, for
    /// at most a second and a megabyte.
    private static func drain(_ connection: AsyncSocket) async {
        _ = shutdown(connection.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        var dropped = 0
        while dropped < 1 << 20, let chunk = await read(connection, until: deadline) { dropped += chunk.count }
    }

    /// The next bytes the connection sends; `nil` when it has closed, or sent nothing more by
    /// `deadline`.
    private static func read(_ connection: AsyncSocket, until deadline: ContinuousClock.Instant) async -> [UInt8]? {
        await withTaskGroup(of: [UInt8]?.self) { group in
            group.addTask { try? await connection.read(atMost: 4096) }
            group.addTask {
                try? await Task.sleep(until: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// The status line, the headers (sorted, so every answer is the same bytes) and the body.
    static func encode(_ response: Response) -> Data {
        encode(head: response) + response.body
    }

    /// The status line and the headers, sorted, so every answer is the same bytes.
    static func encode(head response: Response) -> Data {
        var headers = response.headers
        if response.events == nil, headers["content-length"] == nil {
            headers["content-length"] = "\(response.body.count)"
        }
        var text = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Status \(status)"
        }
    }
}
