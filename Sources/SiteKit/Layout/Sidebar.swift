import Foundation

/// The chapter list every page shows, rendered once.
struct Sidebar: Sendable {
    let html: String
    /// A digest of `html`, for the keys of the pages that show it.
    let digest: String
    /// Stands for the sidebar in the page template's output until its bytes are spliced in.
    static let placeholder = "<!-- the sidebar -->"
    private static let placeholderBytes = Array(placeholder.utf8)

    /// Where the first placeholder is in a page's UTF-8 bytes.
    static func placeholderRange(in page: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        ByteSearch.firstRange(of: placeholderBytes, in: page)
    }

    private let bytes: [UInt8]
    /// Where each page's link ends (just before its `>`), as a UTF-8 offset, found in one pass.
    private let linkEnds: [String: Int]

    init(html: String) {
        self.html = html
        digest = Digest.hex(html)
        bytes = Array(html.utf8)
        let opening = Array("<a href=\"".utf8)
        linkEnds = bytes.withUnsafeBufferPointer { bytes in
            var ends: [String: Int] = [:]
            var index = 0
            while let found = ByteSearch.firstRange(of: opening, in: UnsafeBufferPointer(rebasing: bytes[index...])) {
                let start = index + found.upperBound
                guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                ends[String(decoding: bytes[start..<close], as: UTF8.self)] = close + 1
                index = close
            }
            return ends
        }
    }

    /// Appends the sidebar with `page` marked as the current page, for screen readers and
    /// styling; nothing is marked for a page the sidebar does not list.
    func append(marking page: String?, to data: inout Data) {
        guard let page, let end = linkEnds[page] else {
            data.append(contentsOf: bytes)
            return
        }
        data.append(contentsOf: bytes[..<end])
        data.append(contentsOf: " aria-current=\"page\"".utf8)
        data.append(contentsOf: bytes[end...])
    }
}
