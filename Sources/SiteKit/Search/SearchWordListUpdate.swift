import Foundation

extension SearchWordList {
    /// A chapter whose entry changed: its place in catalogue order, and its entry as the word
    /// list was made from and as it is now.
    struct Change: Sendable {
        var page: Int
        var old: String
        var new: String

        init(page: Int, old: String, new: String) {
            (self.page, self.old, self.new) = (page, old, new)
        }
    }

    /// The word list after `changes`, made from this one (the list of the same pages with the
    /// old entries); the same bytes `init(entries:)` makes from the new entries.
    /// Only the items of the words in a changed chapter's old or new entry are made again,
    /// and only their postings next to a changed page are encoded again; everything else is
    /// copied as it is.
    func replacing(_ changes: [Change]) -> Self {
        let pageCount = (changes.map(\.page).max() ?? -1) + 1
        func table(_ entry: (Change) -> String) -> SearchWordTable {
            var entries = [String](repeating: "", count: pageCount)
            for change in changes { entries[change.page] = entry(change) }
            return SearchWordTable(entries)
        }
        let (old, new) = (table(\.old), table(\.new))
        let changedPages = changes.map(\.page).sorted()
        var result = Self()
        result.items.reserveCapacity(items.count + items.count / 64)
        result.ends.reserveCapacity(ends.count + new.words.count)
        var next = 0
        for touched in Self.touchedWords(old: old.words, new: new) {
            let (place, found) = place(of: touched.word)
            copy(next..<place, to: &result)
            let start = result.items.count
            result.items.append(UInt8(ascii: "\""))
            result.items.append(contentsOf: touched.word)
            result.items.append(contentsOf: "\":[".utf8)
            let listStart = result.items.count
            if found {
                spliceList(of: place, dropping: changedPages, adding: touched.postings, to: &result.items)
            } else {
                Self.appendList(touched.postings, after: 0, to: &result.items)
            }
            if result.items.count == listStart {
                // No page has the word any more.
                result.items.removeSubrange(start...)
            } else {
                result.items.append(UInt8(ascii: "]"))
                result.ends.append(result.items.count)
            }
            next = found ? place + 1 : place
        }
        copy(next..<ends.count, to: &result)
        return result
    }

    /// The words of the old and new entries, in order, each with its postings in the new ones.
    private static func touchedWords(old: [[UInt8]], new: SearchWordTable) -> [(
        word: [UInt8], postings: [SearchWordTable.Posting]
    )] {
        var touched: [(word: [UInt8], postings: [SearchWordTable.Posting])] = []
        var (o, n) = (0, 0)
        while o < old.count || n < new.words.count {
            if n == new.words.count || (o < old.count && SearchWordTable.precedes(old[o], new.words[n])) {
                touched.append((old[o], []))
                o += 1
            } else {
                touched.append((new.words[n], Array(new.postings[n])))
                if o < old.count && old[o] == new.words[n] { o += 1 }
                n += 1
            }
        }
        return touched
    }

    /// Where `word` is in the list, or would go, and whether it is there.
    private func place(of word: [UInt8]) -> (Int, found: Bool) {
        items.withUnsafeBufferPointer { items in
            word.withUnsafeBufferPointer { word in
                var (low, high) = (0, ends.count)
                while low < high {
                    let middle = (low + high) / 2
                    if SearchWordTable.precedes(UnsafeBufferPointer(rebasing: items[self.word(middle)]), word) {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                guard low < ends.count else { return (low, false) }
                let known = UnsafeBufferPointer(rebasing: items[self.word(low)])
                let same =
                    known.count == word.count
                    && (word.isEmpty || memcmp(known.baseAddress!, word.baseAddress!, word.count) == 0)
                return (low, same)
            }
        }
    }

    /// Appends the items at `range` as they are.
    private func copy(_ range: Range<Int>, to result: inout Self) {
        guard !range.isEmpty else { return }
        let (start, shift) = (itemStart(range.lowerBound), result.items.count - itemStart(range.lowerBound))
        result.items.append(contentsOf: items[start..<ends[range.upperBound - 1]])
        result.ends.append(contentsOf: ends[range].map { $0 + shift })
    }

    /// Appends the postings of item `index` without those of `dropped` pages (sorted) and
    /// with `added` ones (in page order, on those pages only), as `page delta,section,weight`
    /// triples. A triple is copied as it is while the page it counts from is unchanged,
    /// which is every one but those around a changed page, so a word on every page (most of
    /// a book's postings) costs a scan of its digits, not a decoding and encoding.
    private func spliceList(
        of index: Int, dropping dropped: [Int], adding added: [SearchWordTable.Posting], to output: inout [UInt8]
    ) {
        let list = (word(index).upperBound + 3)..<(ends[index] - 1)
        var splice = ListSplice(added: added)
        items.withUnsafeBufferPointer { items in
            // Read through the base pointer, whose subscript a debug build inlines.
            let digits = items.baseAddress!
            // Triples copied as they are, from `run` up to the triple being read.
            var (run, cursor, oldPage, nextDropped) = (list.lowerBound, list.lowerBound, 0, 0)
            while cursor < list.upperBound {
                let tripleStart = cursor
                let delta = Self.number(in: digits, at: &cursor, before: list.upperBound)
                let section = Self.number(in: digits, at: &cursor, before: list.upperBound)
                let weight = Self.number(in: digits, at: &cursor, before: list.upperBound)
                let tripleEnd = min(cursor - 1, list.upperBound)
                let page = oldPage + delta
                oldPage = page
                while nextDropped < dropped.count, dropped[nextDropped] < page { nextDropped += 1 }
                let isDropped = nextDropped < dropped.count && dropped[nextDropped] == page
                if isDropped || splice.addsBefore(page) || splice.newPage != page - delta {
                    // This triple cannot be copied with the run: end the run here.
                    splice.copy(UnsafeBufferPointer(rebasing: items[run..<max(run, tripleStart - 1)]), to: &output)
                    run = tripleEnd + 1
                    splice.emitAdded(before: page, to: &output)
                    if !isDropped { splice.emit(.init(page: page, section: section, weight: weight), to: &output) }
                } else {
                    splice.newPage = page
                }
            }
            splice.copy(UnsafeBufferPointer(rebasing: items[run..<max(run, list.upperBound)]), to: &output)
        }
        splice.emitAdded(before: .max, to: &output)
    }

    /// The number at `cursor`, up to the next comma or `end`; `cursor` is moved past the comma.
    private static func number(in digits: UnsafePointer<UInt8>, at cursor: inout Int, before end: Int) -> Int {
        var number = 0
        while cursor < end, digits[cursor] != UInt8(ascii: ",") {
            number = number &* 10 &+ Int(digits[cursor] &- UInt8(ascii: "0"))
            cursor += 1
        }
        cursor += 1
        return number
    }

    /// What `spliceList` has written so far: the page the new list counts from, whether a
    /// triple is written yet, and the next added posting.
    private struct ListSplice {
        let added: [SearchWordTable.Posting]
        var nextAdded = 0
        var newPage = 0
        var first = true

        init(added: [SearchWordTable.Posting]) { self.added = added }

        func addsBefore(_ page: Int) -> Bool { nextAdded < added.count && added[nextAdded].page < page }

        mutating func copy(_ triples: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
            guard !triples.isEmpty else { return }
            if !first { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: triples)
            first = false
        }

        mutating func emit(_ posting: SearchWordTable.Posting, to output: inout [UInt8]) {
            if !first { output.append(UInt8(ascii: ",")) }
            SearchWordList.appendTriple(posting, after: newPage, to: &output)
            newPage = posting.page
            first = false
        }

        mutating func emitAdded(before page: Int, to output: inout [UInt8]) {
            while addsBefore(page) {
                emit(added[nextAdded], to: &output)
                nextAdded += 1
            }
        }
    }
}
