import Foundation

/// Every word of the chapters' search entries (`SearchIndex.entry` in SiteKit writes them), with where it is,
/// sorted in UTF-16 order. Entries are read as bytes, with
/// no `String` made of each word line and no merge one comparison at a time, since a book of
/// thousands of chapters has hundreds of thousands of word lines.
struct SearchWordTable: Sendable {
    /// A word with where it is: a page (a chapter's place in catalogue order), a section of
    /// that page, and the weight `SearchText.Weight` describes.
    struct Posting: Equatable, Sendable {
        // Kept as 32-bit numbers: a large book has hundreds of thousands of postings.
        private let storedPage: Int32
        private let storedSection: Int32
        private let storedWeight: Int32

        var page: Int { Int(storedPage) }
        var section: Int { Int(storedSection) }
        var weight: Int { Int(storedWeight) }

        init(page: Int, section: Int, weight: Int) {
            storedPage = Int32(truncatingIfNeeded: page)
            storedSection = Int32(truncatingIfNeeded: section)
            storedWeight = Int32(truncatingIfNeeded: weight)
        }
    }

    /// Every word, in UTF-16 order, as UTF-8.
    let words: [[UInt8]]
    /// The postings of each word of `words`, in page order (and, within a page, in the order
    /// of its entry's lines): slices of one array.
    let postings: [ArraySlice<Posting>]

    init(_ entries: [String]) {
        // The two halves of the book are read on two cores. Their words are numbered as one
        // list, and their postings are grouped from the first half, then the second, which
        // keeps each word's postings in page order without a joined copy of every posting.
        let cut = entries.count / 2
        var halves = [0..<cut, cut..<entries.count].parallelMap { Table(entries, pages: $0) }
        let renumbered = halves[0].number(halves[1].words)
        let words = halves[0].words
        let order = words.indices.sorted { Self.precedes(words[$0], words[$1]) }
        var rank = [Int](repeating: 0, count: words.count)
        for (place, id) in order.enumerated() { rank[id] = place }
        // The place of a posting's word: the second half's words by their number in the first.
        let placeOf = { (half: Int, id: Int32) in rank[half == 0 ? Int(id) : Int(renumbered[Int(id)])] }
        // Postings grouped by their word's place, each group still in page order (a counting
        // sort, which is stable): one array, not an array per word grown posting by posting.
        var starts = [Int](repeating: 0, count: words.count + 1)
        for half in 0..<2 {
            for id in halves[half].postingWords { starts[placeOf(half, id) + 1] += 1 }
        }
        for place in starts.indices.dropFirst() { starts[place] += starts[place - 1] }
        var next = starts
        var grouped = [Posting](
            repeating: Posting(page: 0, section: 0, weight: 0),
            count: halves[0].postings.count + halves[1].postings.count)
        for half in 0..<2 {
            for (posting, id) in zip(halves[half].postings, halves[half].postingWords) {
                let place = placeOf(half, id)
                grouped[next[place]] = posting
                next[place] += 1
            }
        }
        halves = []
        self.words = order.map { words[$0] }
        self.postings = words.indices.map { grouped[starts[$0]..<starts[$0 + 1]] }
    }

    /// The words and postings of some of the chapters' entries, words in the order first met.
    private struct Table: Sendable {
        var ids = WordIDs()
        var words: [[UInt8]] = []
        /// Every posting, in the order read, and the number of its word.
        var postings: [Posting] = []
        var postingWords: [Int32] = []

        /// Reads the entries of `pages`, numbering each page by its place in `entries`.
        init(_ entries: [String], pages range: Range<Int>) {
            var numbers: [Int] = []
            for page in range {
                var entry = entries[page]
                entry.withUTF8 { bytes in
                    let newline = UInt8(ascii: "\n")
                    // The first line is the page as JSON.
                    var cursor = (bytes.index(of: newline, in: 0..<bytes.count) ?? bytes.count) + 1
                    while cursor < bytes.count {
                        let end = bytes.index(of: newline, in: cursor..<bytes.count) ?? bytes.count
                        defer { cursor = end + 1 }
                        guard let tab = bytes.index(of: UInt8(ascii: "\t"), in: cursor..<end) else { continue }
                        let id = ids.id(of: UnsafeBufferPointer(rebasing: bytes[cursor..<tab]), in: &words)
                        numbers.removeAll(keepingCapacity: true)
                        SearchWordTable.readPostings(bytes, (tab + 1)..<end, page: page, into: &numbers)
                        for index in stride(from: 0, to: numbers.count - 2, by: 3) {
                            postings.append(
                                Posting(page: numbers[index], section: numbers[index + 1], weight: numbers[index + 2]))
                            postingWords.append(Int32(id))
                        }
                    }
                }
            }
        }

        /// The numbers of `others` among these words, each added when it is new.
        mutating func number(_ others: [[UInt8]]) -> [Int32] {
            others.map { word in Int32(word.withUnsafeBufferPointer { ids.id(of: $0, in: &words) }) }
        }
    }

    /// Each word's number (its index in `words`), found by the word's bytes: an open-addressing
    /// table over FNV-1a, since a `Dictionary` keyed by the bytes would hash every occurrence
    /// of every word with SipHash.
    private struct WordIDs: Sendable {
        /// For each slot, a word's number plus one; 0 is an empty slot.
        private var slots = [Int32](repeating: 0, count: 1 << 14)

        /// The number of `word`, appending it to `words` when it is new.
        mutating func id(of word: UnsafeBufferPointer<UInt8>, in words: inout [[UInt8]]) -> Int {
            if words.count * 2 >= slots.count { grow(words) }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: Self.hash(word)) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot]) - 1
                let same = words[id].withUnsafeBufferPointer { known in
                    known.count == word.count
                        && (word.isEmpty || memcmp(known.baseAddress!, word.baseAddress!, word.count) == 0)
                }
                if same { return id }
                slot = (slot + 1) & mask
            }
            words.append(Array(word))
            slots[slot] = Int32(words.count)
            return words.count - 1
        }

        private mutating func grow(_ words: [[UInt8]]) {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            let mask = slots.count - 1
            for (id, word) in words.enumerated() {
                var slot = word.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash($0)) } & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(id + 1)
            }
        }

        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let hash = FNV1a.hash(bytes)
            // Fold the high bits in: the table takes the low ones.
            return hash ^ (hash >> 29)
        }
    }

    /// A line's postings, `section:weight section:weight ...`, as page, section and weight,
    /// three numbers each.
    fileprivate static func readPostings(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, page: Int, into list: inout [Int]
    ) {
        var number = 0
        // A `while` loop over the base pointer: the preview's debug build would step through a
        // slice or a range with generic code, and inlines only a pointer's subscript.
        guard let base = bytes.baseAddress else { return }
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = base[index]
            index += 1
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                number = number &* 10 &+ Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: ":") {
                list.append(page)
                list.append(number)
                number = 0
            } else if byte == UInt8(ascii: " ") {
                list.append(number)
                number = 0
            }
        }
        if list.count % 3 == 2 { list.append(number) }
    }

    /// Whether the UTF-8 text `a` comes before `b` in UTF-16 order, the order JavaScript
    /// compares strings in (and `SearchText.utf16Order`). UTF-8 bytes sort by code point,
    /// which is UTF-16's order except that UTF-16 puts code points from U+10000 (lead byte
    /// F0–F4, written as surrogates D800–DFFF) before U+E000–U+FFFF (lead byte EE or EF).
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in precedes(a, b) } }
    }

    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            let (x, y) = (a[index], b[index])
            // Equal prefixes end on the same character boundary in both texts, so two lead
            // bytes (or two continuation bytes of one kind of sequence) differ here.
            if x >= 0xF0, y == 0xEE || y == 0xEF { return true }
            if y >= 0xF0, x == 0xEE || x == 0xEF { return false }
            return x < y
        }
        return a.count < b.count
    }
}
