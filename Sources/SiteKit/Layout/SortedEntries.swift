/// The chapters' search entries (see `SearchIndex.entry`) read as bytes: each chapter's page
/// as JSON, and its word lines, `word<TAB>section:weight section:weight ...`, which `entry`
/// writes sorted in UTF-16 order, so that the words of every chapter can be merged into one
/// sorted list without a table of them all.
struct SortedEntries {
    /// A word with where it is: a page (a chapter's place in catalogue order), a section of
    /// that page, and the weight `SearchIndex.Weight` describes.
    struct Posting: Equatable {
        var page: Int
        var section: Int
        var weight: Int
    }

    /// One word line of an entry, as ranges of `text`.
    private struct Line {
        var word: Range<Int>
        var postings: Range<Int>
    }

    /// Every entry, back to back.
    private let text: [UInt8]
    /// Each chapter's page JSON (its entry's first line), as a range of `text`.
    private let pages: [Range<Int>]
    /// Each chapter's word lines, sorted.
    private let lines: [[Line]]

    init(_ entries: [String]) {
        var text: [UInt8] = []
        text.reserveCapacity(entries.reduce(0) { $0 + $1.utf8.count })
        var pages: [Range<Int>] = []
        var lines: [[Line]] = []
        let newline = UInt8(ascii: "\n")
        let tab = UInt8(ascii: "\t")
        for entry in entries {
            let start = text.count
            text.append(contentsOf: entry.utf8)
            let end = text.count
            var cursor = text[start..<end].firstIndex(of: newline) ?? end
            pages.append(start..<cursor)
            var chapterLines: [Line] = []
            cursor += 1
            while cursor < end {
                let lineEnd = text[cursor..<end].firstIndex(of: newline) ?? end
                if let separator = text[cursor..<lineEnd].firstIndex(of: tab) {
                    chapterLines.append(Line(word: cursor..<separator, postings: (separator + 1)..<lineEnd))
                }
                cursor = lineEnd + 1
            }
            lines.append(chapterLines)
        }
        // `entry` sorts its words; an entry that does not is sorted here, its lines for the same
        // word kept in order.
        for index in lines.indices {
            let chapterLines = lines[index]
            let sorted = text.withUnsafeBufferPointer { buffer in
                zip(chapterLines.dropFirst(), chapterLines).allSatisfy {
                    !Self.precedes(buffer[$0.word], buffer[$1.word])
                }
            }
            if !sorted {
                lines[index] = text.withUnsafeBufferPointer { buffer in
                    chapterLines.enumerated().sorted {
                        Self.precedes(buffer[$0.element.word], buffer[$1.element.word])
                            || (buffer[$0.element.word].elementsEqual(buffer[$1.element.word]) && $0.offset < $1.offset)
                    }.map(\.element)
                }
            }
        }
        self.text = text
        self.pages = pages
        self.lines = lines
    }

    /// Each chapter's page, as the JSON its entry starts with.
    var pageJSON: [ArraySlice<UInt8>] { pages.map { text[$0] } }

    /// Calls `body` once for every word of every entry, in UTF-16 order, with its postings in
    /// page order (and, within a page, in the order of its entry's lines).
    func merge(_ body: (ArraySlice<UInt8>, [Posting]) -> Void) {
        text.withUnsafeBufferPointer { buffer in
            // A heap of cursors, one per chapter with lines left: the chapter and its next line.
            var heap: [(chapter: Int, line: Int)] = lines.indices.filter { !lines[$0].isEmpty }.map { ($0, 0) }
            func word(_ cursor: (chapter: Int, line: Int)) -> Slice<UnsafeBufferPointer<UInt8>> {
                buffer[lines[cursor.chapter][cursor.line].word]
            }
            func less(_ a: (chapter: Int, line: Int), _ b: (chapter: Int, line: Int)) -> Bool {
                switch Self.compare(word(a), word(b)) {
                case .before: true
                case .after: false
                case .same: a.chapter < b.chapter
                }
            }
            func siftDown(_ start: Int) {
                var parent = start
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { return }
                    var child = left
                    if left + 1 < heap.count, less(heap[left + 1], heap[left]) { child = left + 1 }
                    guard less(heap[child], heap[parent]) else { return }
                    heap.swapAt(child, parent)
                    parent = child
                }
            }
            for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }

            var postings: [Posting] = []
            var numbers: [Int] = []
            while let top = heap.first {
                let current = word(top)
                postings.removeAll(keepingCapacity: true)
                repeat {
                    let cursor = heap[0]
                    numbers.removeAll(keepingCapacity: true)
                    Self.readPostings(
                        buffer[lines[cursor.chapter][cursor.line].postings], page: cursor.chapter, into: &numbers)
                    for index in stride(from: 0, to: numbers.count - 2, by: 3) {
                        postings.append(
                            Posting(page: numbers[index], section: numbers[index + 1], weight: numbers[index + 2]))
                    }
                    if cursor.line + 1 < lines[cursor.chapter].count {
                        heap[0].line += 1
                    } else {
                        heap[0] = heap[heap.count - 1]
                        heap.removeLast()
                    }
                    if !heap.isEmpty { siftDown(0) }
                } while heap.first.map({ word($0).elementsEqual(current) }) == true
                body(text[current.startIndex..<current.endIndex], postings)
            }
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
    /// compares strings in (and `SearchIndex.utf16Order`).
    static func precedes<Bytes: Collection<UInt8>>(_ a: Bytes, _ b: Bytes) -> Bool {
        compare(a, b) == .before
    }

    enum Order { case before, same, after }

    /// Where the UTF-8 text `a` sorts against `b` in UTF-16 order. UTF-8 bytes sort by code
    /// point, which is UTF-16's order except that UTF-16 puts code points from U+10000 (lead
    /// byte F0–F4, written as surrogates D800–DFFF) before U+E000–U+FFFF (lead byte EE or EF).
    static func compare<Bytes: Collection<UInt8>>(_ a: Bytes, _ b: Bytes) -> Order {
        var first = a.makeIterator()
        var second = b.makeIterator()
        while true {
            switch (first.next(), second.next()) {
            case (nil, nil): return .same
            case (nil, _): return .before
            case (_, nil): return .after
            case (let x?, let y?):
                if x == y { continue }
                // Equal prefixes end on the same character boundary in both texts, so two lead
                // bytes (or two continuation bytes of one kind of sequence) differ here.
                if x >= 0xF0, y == 0xEE || y == 0xEF { return .before }
                if y >= 0xF0, x == 0xEE || x == 0xEF { return .after }
                return x < y ? .before : .after
            }
        }
    }
}
