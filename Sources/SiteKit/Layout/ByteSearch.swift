import Foundation

/// Finding a marker in a page's bytes with `memchr` and `memcmp`, since the generic
/// `firstRange(of:)` and `firstIndex(of:)` step through a collection's indices one element
/// at a time, and the preview's debug build does not specialize them: the search index and
/// the print page scan megabytes on every save.
enum ByteSearch {
    /// Where `needle` first occurs in `haystack`.
    static func firstRange(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        needle.withUnsafeBufferPointer { needle in
            guard let base = haystack.baseAddress, let first = needle.first else { return nil }
            var start = 0
            while haystack.count - start >= needle.count {
                let rest = haystack.count - start - needle.count + 1
                guard let hit = memchr(base + start, Int32(first), rest) else { return nil }
                let offset = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 {
                    return offset..<(offset + needle.count)
                }
                start = offset + 1
            }
            return nil
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The first index of `byte` in `range`.
    func index(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress else { return nil }
        let from = UnsafeRawPointer(base + range.lowerBound)
        return memchr(from, Int32(byte), range.count).map { range.lowerBound + (UnsafeRawPointer($0) - from) }
    }
}
