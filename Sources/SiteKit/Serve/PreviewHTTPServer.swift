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
/// reads: a request line over 8 KB is answered 414 and a head over 16 KB 431, in time linear
/// in what was sent (`RequestHead.Buffer`); a connection that has not sent a whole head within
/// `idleTimeout` is closed; request bodies are never read. Built on FlyingSocks' sockets
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
    /// How long a connection may take to send a whole request head, and may stay idle
    /// between requests, before it is closed.
    let idleTimeout: Duration
    /// Where the server listens, once it does.
    let listening = Mutex<Socket.Address?>(nil)

    init(
        address: some SocketAddress, idleTimeout: Duration = .seconds(30),
        respond: @escaping @Sendable (RequestHead) async -> Response
    ) {
        self.address = address
        self.idleTimeout = idleTimeout
        self.respond = respond
    }

    /// Where the server listens, once it does.
    var listeningAddress: Socket.Address? { listening.withLock { $0 } }

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
            for try await connection in listener.sockets {
                group.addTask { await self.serve(connection) }
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
                var response = await respond(head)
                let keepAlive = head.keepsAlive && response.events == nil
                if !keepAlive { response.headers["connection"] = "close" }
                guard (try? await connection.write(Self.encode(response))) != nil else { return }
                if let events = response.events { return await stream(events, to: connection) }
                if !keepAlive { return }
            case .failure(let refusal)?:
                let text = "\(Self.reason(refusal.status)).\n"
                let response = Response(
                    status: refusal.status,
                    headers: ["content-type": "text/plain; charset=utf-8", "connection": "close"], body: Data(text.utf8)
                )
                _ = try? await connection.write(Self.encode(response))
                await Self.drain(connection)
                return
            case nil:
                return
            }
        }
    }

    /// Sends each event as it comes, until the stream ends or the page has gone. A page
    /// whose stream broke (the server restarted) tries again after 300 ms.
    private func stream(_ events: AsyncStream<String>, to connection: AsyncSocket) async {
        guard (try? await connection.write(Data("retry: 300\n\n".utf8))) != nil else { return }
        for await event in events {
            let lines = event.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
            guard (try? await connection.write(Data((lines.joined() + "\n").utf8))) != nil else { return }
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
        var headers = response.headers
        if response.events == nil, headers["content-length"] == nil {
            headers["content-length"] = "\(response.body.count)"
        }
        var text = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8) + response.body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Status \(status)"
        }
    }
}
