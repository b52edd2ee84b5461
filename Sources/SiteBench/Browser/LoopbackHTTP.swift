import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client for a server on 127.0.0.1, enough to talk to chromedriver.
///
/// Why not URLSession: on Linux it rejects chromedriver's replies with "Failed writing header",
/// because chromedriver writes headers without a space after the colon (`Content-Length:249`)
/// and corelibs Foundation's header parser does not accept that
/// (swift-corelibs-foundation issue 4965).
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var body: Data
        /// Header names in lower case.
        var headers: [String: String] = [:]
    }

    /// Sends one request and reads the whole reply. The blocking socket calls run on a
    /// Dispatch thread, not on Swift concurrency's small pool.
    static func send(_ method: String, port: Int, path: String, body: Data? = nil, timeout: Int = 120) async throws
        -> Response
    {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try exchange(method, port: port, path: path, body: body, timeout: timeout) })
            }
        }
    }

    /// Sends `request` as it is, bytes the server may refuse to read whole, and reads the
    /// reply: a failed write (the server stopped reading) is not an error.
    static func sendRaw(_ request: Data, port: Int, timeout: Int = 120) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try exchange(request, method: "GET", path: "", port: port, timeout: timeout, mustSend: false)
                    })
            }
        }
    }

    /// Connects and sends `bytes` (half a request, say) on this thread, and returns the open
    /// socket for the caller to close: a request in flight that occupies no thread, not even
    /// one of Dispatch's, which a loaded test run can keep busy for minutes.
    static func openWithoutReply(_ bytes: Data, port: Int) throws -> Int32 {
        let socket = try connected(port: port, timeout: 60)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else {
            close(socket)
            throw BrowserError("cannot send to 127.0.0.1:\(port): errno \(errno)")
        }
        return socket
    }

    /// Connects, sends `bytes` and then nothing, and returns how long the server took to
    /// close the connection; `nil` if it was still open after `timeout` seconds.
    static func secondsUntilClosed(port: Int, sending bytes: String, timeout: Int) async throws -> Double? {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let socket = try connected(port: port, timeout: timeout)
                        defer { close(socket) }
                        let start = ContinuousClock.now
                        _ = Glibc.send(socket, bytes, bytes.utf8.count, Int32(MSG_NOSIGNAL))
                        var chunk = [UInt8](repeating: 0, count: 4096)
                        while true {
                            let count = read(socket, &chunk, chunk.count)
                            if count == 0 { return (ContinuousClock.now - start).seconds }
                            if count < 0 { return errno == ECONNRESET ? (ContinuousClock.now - start).seconds : nil }
                        }
                    })
            }
        }
    }

    private static func exchange(_ method: String, port: Int, path: String, body: Data?, timeout: Int) throws
        -> Response
    {
        var request = Data(
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: \(body?.count ?? 0)\r\n\r\n"
                .utf8)
        if let body { request.append(body) }
        return try exchange(request, method: method, path: path, port: port, timeout: timeout, mustSend: true)
    }

    private static func exchange(
        _ request: Data, method: String, path: String, port: Int, timeout: Int, mustSend: Bool
    ) throws -> Response {
        let socket = try connected(port: port, timeout: timeout)
        defer { close(socket) }
        try request.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(
                    socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else {
                    if mustSend { throw BrowserError("cannot send to 127.0.0.1:\(port): errno \(errno)") }
                    break
                }
                offset += written
            }
        }

        // Read until the headers are in, then until Content-Length bytes of body (or the end); a
        // reply to HEAD has the length of a body it does not send.
        var reply = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var expectedLength: Int?
        while true {
            if let headerEnd = reply.range(of: Data("\r\n\r\n".utf8)) {
                if expectedLength == nil {
                    expectedLength =
                        headerEnd.upperBound + (method == "HEAD" ? 0 : contentLength(reply[..<headerEnd.lowerBound]))
                }
                if let expectedLength, reply.count >= expectedLength { break }
            }
            let count = read(socket, &chunk, chunk.count)
            guard count >= 0 else {
                throw BrowserError("no reply from 127.0.0.1:\(port)\(path) within \(timeout) s")
            }
            if count == 0 { break }
            reply.append(contentsOf: chunk[0..<count])
        }

        guard let headerEnd = reply.range(of: Data("\r\n\r\n".utf8)) else {
            throw BrowserError("an incomplete reply from 127.0.0.1:\(port)\(path)")
        }
        let statusLine = String(decoding: reply[..<headerEnd.lowerBound], as: UTF8.self).prefix { $0 != "\r" }
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in String(decoding: reply[..<headerEnd.lowerBound], as: UTF8.self).split(separator: "\r\n").dropFirst()
        {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 {
                headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return Response(status: status, body: Data(reply[headerEnd.upperBound...]), headers: headers)
    }

    /// A blocking socket connected to 127.0.0.1:`port`, whose reads and writes give up after
    /// `timeout` seconds.
    ///
    /// Closed on exec: a program another test starts meanwhile would otherwise hold a copy, and
    /// closing this one would not close the connection (a page that closes, as the server sees it).
    private static func connected(port: Int, timeout: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw BrowserError("cannot open a socket: errno \(errno)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw BrowserError("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
        return socket
    }

    private static func contentLength(_ headers: Data) -> Int {
        for line in String(decoding: headers, as: UTF8.self).split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return Int.max / 2  // no length: read to the end
    }
}
