import Foundation

/// Rewrites the values of some attributes of HTML the generator made itself (every value in
/// double quotes, each attribute after a space), for the print page.
enum AttributeValues {
    /// `html` with the value of each of `names` (such as `id`) replaced by what `rewrite` makes
    /// of the attribute's name and value.
    static func rewriting(
        _ html: String, _ names: [String], _ rewrite: (_ name: String, _ value: String) -> String
    ) -> String {
        let patterns = names.map { (name: $0, bytes: Array(" \($0)=\"".utf8)) }
        var html = html
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 256)
            var (copied, index) = (0, 0)
            while let space = bytes.index(of: UInt8(ascii: " "), in: index..<bytes.count) {
                index = space + 1
                guard let pattern = patterns.first(where: { matches($0.bytes, in: bytes, at: space) }),
                    let valueEnd = bytes.index(of: UInt8(ascii: "\""), in: (space + pattern.bytes.count)..<bytes.count)
                else { continue }
                let valueStart = space + pattern.bytes.count
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<valueStart]))
                output.append(contentsOf: rewrite(pattern.name, value).utf8)
                (copied, index) = (valueEnd, valueEnd)
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        pattern.count <= bytes.count - index
            && pattern.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress! + index, $0.count) == 0 }
    }
}
