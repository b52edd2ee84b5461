/// The request line and headers of one HTTP/1.1 request, read with limits: the preview answers
/// any web page open in the author's browser, so what a request may make it read is bounded.
struct RequestHead: Sendable, Equatable {
    /// `GET`, `HEAD`, ... as sent.
    var method: String
    /// The path as sent, still percent-encoded.
    var path: String
    /// What follows `?` in the target, as sent; empty when there is none.
    var query: String
    /// `HTTP/1.1`.
    var version: String
    /// Header values by lowercased name; a repeated header keeps its last value.
    var headers: [String: String]

    /// The longest request line read, in bytes; a longer one is answered 414.
    static let requestLineLimit = 8 * 1024
    /// The longest request line and headers together; longer ones are answered 431.
    static let headLimit = 16 * 1024

    /// Why bytes are no request this server answers.
    enum Refusal: Error, Equatable {
        /// 414: the request line is longer than `requestLineLimit`.
        case requestLineTooLong
        /// 431: the head is longer than `headLimit`.
        case headTooLarge
        /// 400: not `METHOD TARGET HTTP/x.y`, or a header line without a colon.
        case malformed

        var status: Int {
            switch self {
            case .requestLineTooLong: 414
            case .headTooLarge: 431
            case .malformed: 400
            }
        }
    }

    /// The bytes a connection has sent and not yet used, read into heads one at a time.
    /// Remembers how far it has looked, so each byte is looked at a bounded number of times
    /// however the bytes arrive (one at a time, from a slow client): reading a head is linear
    /// in its length.
    struct Buffer {
        private(set) var bytes: [UInt8] = []
        /// `bytes[..<searched]` hold no end of a head.
        private var searched = 0
        /// Where the first line ends, once seen; `bytes[..<lineSearched]` were looked at for it.
        private var lineEnd: Int?
        private var lineSearched = 0

        mutating func append(_ chunk: [UInt8]) { bytes += chunk }

        /// The next whole head, removed from the buffer with the bytes it took; a refusal; or
        /// `nil` when more bytes are needed.
        mutating func nextHead() -> Result<RequestHead, Refusal>? {
            if lineEnd == nil {
                lineEnd = bytes[lineSearched...].firstIndex(of: UInt8(ascii: "\n"))
                lineSearched = bytes.count
            }
            if (lineEnd ?? bytes.count) > requestLineLimit { return .failure(.requestLineTooLong) }
            let window = bytes[max(0, searched - 3)..<min(bytes.count, headLimit + 4)]
            guard let end = RequestHead.headEnd(in: window) else {
                searched = window.endIndex
                return bytes.count > headLimit ? .failure(.headTooLarge) : nil
            }
            let head = RequestHead.parse(bytes[..<end])
            bytes.removeFirst(end)
            (searched, lineEnd, lineSearched) = (0, nil, 0)
            return head
        }
    }

    /// Reads a whole head: the request line, then one `name: value` line each header.
    static func parse(_ head: ArraySlice<UInt8>) -> Result<RequestHead, Refusal> {
        // Lines are split as bytes: in a Swift string "\r\n" is one character, not "\r" and "\n".
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
        }
        let words = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        guard words.count == 3, !words[0].isEmpty, words[2].hasPrefix("HTTP/") else { return .failure(.malformed) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return .failure(.malformed) }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingWhitespace()
        }
        let target = words[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return .success(
            RequestHead(
                method: String(words[0]), path: String(target[0]), query: target.count > 1 ? String(target[1]) : "",
                version: String(words[2]), headers: headers))
    }

    /// The index just past the blank line that ends a head (`\r\n\r\n`, or `\n\n` from a
    /// lenient client), if `bytes` holds one.
    static func headEnd(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = newline + 1
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") { return next + 1 }
            if next + 1 < bytes.endIndex, bytes[next] == UInt8(ascii: "\r"), bytes[next + 1] == UInt8(ascii: "\n") {
                return next + 2
            }
            index = next
        }
        return nil
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless the client says
    /// `close`, HTTP/1.0 only when it asks for `keep-alive`. A request that announces a body
    /// closes it too: bodies are never read, so the next request could not be found.
    var keepsAlive: Bool {
        if headers["transfer-encoding"] != nil || (headers["content-length"].flatMap { Int($0) } ?? 0) > 0 {
            return false
        }
        let connection = headers["connection"]?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }
}
