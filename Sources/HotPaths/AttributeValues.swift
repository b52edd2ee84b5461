import Foundation

/// Rewrites the values of some attributes of HTML the generator made itself (every value in
/// double quotes, each attribute after a space). The print page runs every chapter through it
/// on every save of the preview, which runs a debug build: here it is optimized.
package enum AttributeValues {
    /// `html` with the value of each of `names` (such as `id`) replaced by what `rewrite` makes
    /// of the attribute's name and value.
    package static func rewriting(
        _ html: String, _ names: [String], _ rewrite: (_ name: String, _ value: String) -> String
    ) -> String {
        let patterns = names.map { (name: $0, bytes: Array(" \($0)=\"".utf8)) }
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " "),
                let pattern = patterns.first(where: { bytes[index...].starts(with: $0.bytes) }),
                let valueEnd = bytes[(index + pattern.bytes.count)...].firstIndex(of: UInt8(ascii: "\""))
            else {
                index += 1
                continue
            }
            let valueStart = index + pattern.bytes.count
            output += bytes[copied..<valueStart]
            output += rewrite(pattern.name, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)).utf8
            copied = valueEnd
            index = valueEnd
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}
