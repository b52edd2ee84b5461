/// Every word of the chapters' search entries (see `SearchIndex.entry`), with where it is,
/// sorted in UTF-16 order, and each chapter's page as JSON. Entries are read as bytes: a
/// book of thousands of chapters has hundreds of thousands of word lines, and making a
/// `String` of each, or merging the chapters' sorted lists one comparison at a time, took most
/// of the index's time.
struct SortedEntries {
    /// A word with where it is: a page (a chapter's place in catalogue order), a section of
    /// that page, and the weight `SearchIndex.Weight` describes.
    struct Posting: Equatable {
        var page: Int
        var section: Int
        var weight: Int
    }

    /// Each chapter's page, as the JSON its entry starts with.
    let pageJSON: [[UInt8]]
    /// Every word, in UTF-16 order, as UTF-8.
    let words: [[UInt8]]
    /// The postings of each word of `words`, in page order (and, within a page, in the order
    /// of its entry's lines).
    let postings: [[Posting]]

    init(_ entries: [String]) {
        var pages: [[UInt8]] = []
        var ids: [WordKey: Int] = [:]
        var words: [[UInt8]] = []
        var postings: [[Posting]] = []
        var numbers: [Int] = []
        for (page, entry) in entries.enumerated() {
            var entry = entry
            entry.withUTF8 { bytes in
                let newline = UInt8(ascii: "\n")
                var cursor = bytes.firstIndex(of: newline) ?? bytes.count
                pages.append(Array(bytes[..<cursor]))
                cursor += 1
                while cursor < bytes.count {
                    let end = bytes[cursor...].firstIndex(of: newline) ?? bytes.count
                    defer { cursor = end + 1 }
                    guard let tab = bytes[cursor..<end].firstIndex(of: UInt8(ascii: "\t")) else { continue }
                    let word = UnsafeBufferPointer(rebasing: bytes[cursor..<tab])
                    let id: Int
                    if let known = ids[WordKey(borrowed: word)] {
                        id = known
                    } else {
                        id = words.count
                        words.append(Array(word))
                        postings.append([])
                        ids[WordKey(stored: words[id])] = id
                    }
                    numbers.removeAll(keepingCapacity: true)
                    Self.readPostings(bytes[(tab + 1)..<end], page: page, into: &numbers)
                    for index in stride(from: 0, to: numbers.count - 2, by: 3) {
                        postings[id].append(
                            Posting(page: numbers[index], section: numbers[index + 1], weight: numbers[index + 2]))
                    }
                }
            }
        }
        let order = words.indices.sorted { Self.precedes(words[$0], words[$1]) }
        self.pageJSON = pages
        self.words = order.map { words[$0] }
        self.postings = order.map { postings[$0] }
    }

    /// A word as a dictionary key: its bytes, copied once when the word is first seen, or
    /// borrowed from an entry while it is looked up.
    private struct WordKey: Hashable {
        var stored: [UInt8]?
        var borrowed: UnsafeBufferPointer<UInt8>?

        init(stored: [UInt8]) { self.stored = stored }
        init(borrowed: UnsafeBufferPointer<UInt8>) { self.borrowed = borrowed }

        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if let stored { return stored.withUnsafeBufferPointer(body) }
            return body(borrowed ?? UnsafeBufferPointer(start: nil, count: 0))
        }

        static func == (a: WordKey, b: WordKey) -> Bool {
            a.withBytes { first in b.withBytes { second in first.elementsEqual(second) } }
        }

        func hash(into hasher: inout Hasher) {
            withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// A line's postings, `section:weight section:weight ...`, as page, section and weight,
    /// three numbers each.
    private static func readPostings(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, page: Int, into list: inout [Int]) {
        var number = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = number &* 10 &+ Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ":"):
                list += [page, number]
                number = 0
            case UInt8(ascii: " "):
                list.append(number)
                number = 0
            default: continue
            }
        }
        if list.count % 3 == 2 { list.append(number) }
    }

    /// Whether the UTF-8 text `a` comes before `b` in UTF-16 order, the order JavaScript
    /// compares strings in (and `SearchIndex.utf16Order`). UTF-8 bytes sort by code point,
    /// which is UTF-16's order except that UTF-16 puts code points from U+10000 (lead byte
    /// F0–F4, written as surrogates D800–DFFF) before U+E000–U+FFFF (lead byte EE or EF).
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            // Equal prefixes end on the same character boundary in both texts, so two lead
            // bytes (or two continuation bytes of one kind of sequence) differ here.
            if x >= 0xF0, y == 0xEE || y == 0xEF { return true }
            if y >= 0xF0, x == 0xEE || x == 0xEF { return false }
            return x < y
        }
        return a.count < b.count
    }
}
