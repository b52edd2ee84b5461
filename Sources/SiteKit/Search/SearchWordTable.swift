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
        // Two passes over the entries, each reading the two halves of the book on two cores:
        // the first numbers the words and counts their postings, so that the second can put
        // every posting straight into its place, grouped by word. A large book has millions of
        // postings, and they are never held twice.
        let cut = entries.count / 2
        var halves = [0..<cut, cut..<entries.count].parallelMap { WordCounts(entries, pages: $0) }
        // The second half's words numbered as the first's, those new to it added.
        let renumbered = halves[0].number(halves[1].words)
        let words = halves[0].words
        let order = words.indices.sorted { Self.precedes(words[$0], words[$1]) }
        var rank = [Int](repeating: 0, count: words.count)
        for (place, id) in order.enumerated() { rank[id] = place }
        let places = [halves[0].words.indices.map { rank[$0] }, renumbered.map { rank[Int($0)] }]
        // Where each word's postings start, from the first half then the second, so each
        // word's postings stay in page order.
        var starts = [Int](repeating: 0, count: words.count + 1)
        for half in 0..<2 {
            for (id, count) in halves[half].counts.enumerated() { starts[places[half][id] + 1] += Int(count) }
        }
        for place in starts.indices.dropFirst() { starts[place] += starts[place - 1] }
        var firstOfSecondHalf = Array(starts.dropLast())
        for (id, count) in halves[0].counts.enumerated() { firstOfSecondHalf[places[0][id]] += Int(count) }
        var grouped = [Posting](repeating: Posting(page: 0, section: 0, weight: 0), count: starts[words.count])
        grouped.withUnsafeMutableBufferPointer { grouped in
            // The halves write to places of their own.
            let destination = Destination(base: grouped.baseAddress)
            let (firsts, counted) = ([Array(starts.dropLast()), firstOfSecondHalf], halves)
            _ = [0, 1].parallelMap { half in
                counted[half].place(entries, at: places[half], from: firsts[half], into: destination)
            }
        }
        self.words = order.map { words[$0] }
        self.postings = words.indices.map { grouped[starts[$0]..<starts[$0 + 1]] }
    }

    /// Where the second pass puts postings: one array, each half writing only the places the
    /// first pass gave it.
    private struct Destination: @unchecked Sendable {
        let base: UnsafeMutablePointer<Posting>?
    }

    /// The words of some of the chapters' entries, in the order first met, and how many
    /// postings each has.
    private struct WordCounts: Sendable {
        let pages: Range<Int>
        var ids = WordIDs()
        var words: [[UInt8]] = []
        var counts: [Int32] = []

        /// Numbers the words of the entries of `pages` and counts their postings (a posting
        /// is `section:weight`).
        init(_ entries: [String], pages: Range<Int>) {
            self.pages = pages
            SearchWordTable.forEachLine(of: entries, pages) { _, bytes, word, postings in
                let id = ids.id(of: UnsafeBufferPointer(rebasing: bytes[word]), in: &words)
                if id == counts.count { counts.append(0) }
                var cursor = postings.lowerBound
                while let colon = bytes.index(of: UInt8(ascii: ":"), in: cursor..<postings.upperBound) {
                    counts[id] += 1
                    cursor = colon + 1
                }
            }
        }

        /// The numbers of `others` among these words, each added when it is new.
        mutating func number(_ others: [[UInt8]]) -> [Int32] {
            others.map { word in Int32(word.withUnsafeBufferPointer { ids.id(of: $0, in: &words) }) }
        }

        /// Reads the entries again and writes each posting at the next place of its word:
        /// `places` gives a word's place by its number, `firsts` where each place's postings
        /// from these pages start.
        func place(_ entries: [String], at places: [Int], from firsts: [Int], into destination: Destination) {
            guard let base = destination.base else { return }
            var next = firsts
            var numbers: [Int] = []
            SearchWordTable.forEachLine(of: entries, pages) { page, bytes, word, postings in
                guard let id = ids.find(UnsafeBufferPointer(rebasing: bytes[word]), in: words) else { return }
                numbers.removeAll(keepingCapacity: true)
                SearchWordTable.readPostings(bytes, postings, page: page, into: &numbers)
                let place = places[id]
                for index in stride(from: 0, to: numbers.count - 2, by: 3) {
                    base[next[place]] = Posting(
                        page: numbers[index], section: numbers[index + 1], weight: numbers[index + 2])
                    next[place] += 1
                }
            }
        }
    }

    /// Calls `body` with each word line of the entries of `pages`: the page, the entry's bytes,
    /// and where the line's word and its postings are.
    fileprivate static func forEachLine(
        of entries: [String], _ pages: Range<Int>,
        _ body: (Int, UnsafeBufferPointer<UInt8>, Range<Int>, Range<Int>) -> Void
    ) {
        for page in pages {
            var entry = entries[page]
            entry.withUTF8 { bytes in
                let newline = UInt8(ascii: "\n")
                // The first line is the page as JSON.
                var cursor = (bytes.index(of: newline, in: 0..<bytes.count) ?? bytes.count) + 1
                while cursor < bytes.count {
                    let end = bytes.index(of: newline, in: cursor..<bytes.count) ?? bytes.count
                    defer { cursor = end + 1 }
                    guard let tab = bytes.index(of: UInt8(ascii: "\t"), in: cursor..<end) else { continue }
                    body(page, bytes, cursor..<tab, (tab + 1)..<end)
                }
            }
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
            switch lookUp(word, in: words) {
            case .found(let id): return id
            case .empty(let slot):
                words.append(Array(word))
                slots[slot] = Int32(words.count)
                return words.count - 1
            }
        }

        /// The number of `word`, if it is one of `words`.
        func find(_ word: UnsafeBufferPointer<UInt8>, in words: [[UInt8]]) -> Int? {
            if case .found(let id) = lookUp(word, in: words) { id } else { nil }
        }

        private enum Slot {
            case found(Int)
            case empty(Int)
        }

        private func lookUp(_ word: UnsafeBufferPointer<UInt8>, in words: [[UInt8]]) -> Slot {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: Self.hash(word)) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot]) - 1
                let same = words[id].withUnsafeBufferPointer { known in
                    known.count == word.count
                        && (word.isEmpty || memcmp(known.baseAddress!, word.baseAddress!, word.count) == 0)
                }
                if same { return .found(id) }
                slot = (slot + 1) & mask
            }
            return .empty(slot)
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
