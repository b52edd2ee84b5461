import Foundation

/// The search index's word list as it goes into the chunks: each word's item, `"word":[page
/// delta,section,weight,...]`, back to back in `items`, in UTF-16 order of the words; for
/// each, where it ends. An edit changes the items of the edited chapters' words only, so the
/// cache keeps the list between builds and `replacing(_:)` makes only those again.
///
/// Made on every save of the preview, which runs a debug build: loops over bytes read raw
/// buffers and search with `memchr`, which unoptimized code runs many times faster than
/// generic collection code.
struct SearchWordList: Sendable, Equatable {
    var items: [UInt8] = []
    var ends: [Int] = []

    init(items: [UInt8] = [], ends: [Int] = []) {
        (self.items, self.ends) = (items, ends)
    }

    /// The word list of the chapters' search entries, in catalogue order.
    init(entries: [String]) {
        // The halves are joined once the table they were encoded from is gone, into a list
        // of their size.
        let halves = Self.halves(entries: entries)
        items.reserveCapacity(halves.reduce(0) { $0 + $1.pieces.reduce(0) { $0 + $1.count } })
        ends.reserveCapacity(halves.reduce(0) { $0 + $1.ends.count })
        for half in halves {
            let offset = items.count
            for piece in half.pieces { items += piece }
            ends += half.ends.map { $0 + offset }
        }
    }

    /// The word list's two halves, encoded on two cores, each in pieces of about a megabyte:
    /// the table is held meanwhile, and a list of a large book's megabytes grown by copying
    /// would hold the old copy and the new one at each step.
    private static func halves(entries: [String]) -> [(pieces: [[UInt8]], ends: [Int])] {
        let table = SearchWordTable(entries)
        let middle = table.words.count / 2
        return [0..<middle, middle..<table.words.count].parallelMap { range in
            var pieces: [[UInt8]] = []
            var piece: [UInt8] = []
            var item: [UInt8] = []
            var ends: [Int] = []
            ends.reserveCapacity(range.count)
            var before = 0
            for (word, postings) in zip(table.words[range], table.postings[range]) {
                item.removeAll(keepingCapacity: true)
                Self.appendItem(word, postings, to: &item)
                // A piece is never grown: an item that does not fit starts the next one.
                if piece.count + item.count > piece.capacity {
                    before += piece.count
                    pieces.append(piece)
                    piece = []
                    piece.reserveCapacity(max(1 << 20, item.count))
                }
                piece += item
                ends.append(before + piece.count)
            }
            return (pieces + [piece], ends)
        }
    }

    func itemStart(_ index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

    /// The word of item `index`: after its opening quote, up to the closing one (a word has
    /// letters, marks and digits only).
    func word(_ index: Int) -> Range<Int> {
        let start = itemStart(index) + 1
        let quote = items.withUnsafeBufferPointer { $0.index(of: UInt8(ascii: "\""), in: start..<ends[index]) }
        return start..<(quote ?? start)
    }

    /// Every word's range in `items`, in order.
    func wordRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(ends.count)
        items.withUnsafeBufferPointer { items in
            var (start, index) = (0, 0)
            while index < ends.count {
                let quote = items.index(of: UInt8(ascii: "\""), in: (start + 1)..<ends[index]) ?? (start + 1)
                ranges.append((start + 1)..<quote)
                (start, index) = (ends[index], index + 1)
            }
        }
        return ranges
    }

    /// The items `range`, separated by commas, as a chunk holds them.
    func joinedItems(_ range: Range<Int>) -> [UInt8] {
        guard !range.isEmpty else { return [] }
        var joined: [UInt8] = []
        joined.reserveCapacity(ends[range.upperBound - 1] - itemStart(range.lowerBound) + range.count)
        for index in range {
            if index > range.lowerBound { joined.append(UInt8(ascii: ",")) }
            joined += items[itemStart(index)..<ends[index]]
        }
        return joined
    }

    /// Appends the item of `word` with its `postings` (in page order).
    static func appendItem(
        _ word: some Collection<UInt8>, _ postings: some Sequence<SearchWordTable.Posting>, to items: inout [UInt8]
    ) {
        items.append(UInt8(ascii: "\""))
        items.append(contentsOf: word)
        items.append(contentsOf: "\":[".utf8)
        appendList(postings, after: 0, to: &items)
        items.append(UInt8(ascii: "]"))
    }

    /// Appends `postings` as `page delta,section,weight` triples, separated by commas, the
    /// first page counted from `page`.
    static func appendList(
        _ postings: some Sequence<SearchWordTable.Posting>, after page: Int, to items: inout [UInt8]
    ) {
        var page = page
        var first = true
        for posting in postings {
            if !first { items.append(UInt8(ascii: ",")) }
            appendTriple(posting, after: page, to: &items)
            page = posting.page
            first = false
        }
    }

    /// Appends one posting, its page counted from `page`.
    static func appendTriple(_ posting: SearchWordTable.Posting, after page: Int, to items: inout [UInt8]) {
        items.appendDecimal(posting.page - page)
        items.append(UInt8(ascii: ","))
        items.appendDecimal(posting.section)
        items.append(UInt8(ascii: ","))
        items.appendDecimal(posting.weight)
    }
}

extension [UInt8] {
    /// Appends `number` in decimal, as `"\(number)"` would write it, without making a String.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        let value = number.magnitude
        var divisor: UInt = 1
        while divisor <= value / 10 { divisor *= 10 }
        repeat {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
