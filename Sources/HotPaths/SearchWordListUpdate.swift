extension SearchWordList {
    /// A chapter whose entry changed: its place in catalogue order, and its entry as the word
    /// list was made from and as it is now.
    package struct Change: Sendable {
        package var page: Int
        package var old: String
        package var new: String

        package init(page: Int, old: String, new: String) {
            (self.page, self.old, self.new) = (page, old, new)
        }
    }

    /// The word list after `changes`, made from this one (the list of the same pages with the
    /// old entries); the same bytes `init(entries:)` makes from the new entries.
    /// Only the items of the words in a changed chapter's old or new entry are made again,
    /// and only their postings next to a changed page are encoded again; everything else is
    /// copied as it is.
    package func replacing(_ changes: [Change]) -> Self {
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
        var (low, high) = (0, ends.count)
        while low < high {
            let middle = (low + high) / 2
            if SearchWordTable.precedes(Array(items[self.word(middle)]), word) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < ends.count && items[self.word(low)].elementsEqual(word))
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
        // The last page the old list and the new one counted from, and the next added posting
        // and dropped page.
        var (oldPage, newPage, nextAdded, nextDropped) = (0, 0, 0, 0)
        var first = true
        // Triples copied as they are, from `run` up to the triple being read.
        var run = list.lowerBound
        func flush(upTo end: Int) {
            guard run < end else { return }
            if !first { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: items[run..<end])
            first = false
        }
        func emit(_ posting: SearchWordTable.Posting) {
            if !first { output.append(UInt8(ascii: ",")) }
            Self.appendTriple(posting, after: newPage, to: &output)
            newPage = posting.page
            first = false
        }
        var cursor = list.lowerBound
        func number() -> Int {
            var number = 0
            while cursor < list.upperBound, items[cursor] != UInt8(ascii: ",") {
                number = number &* 10 &+ Int(items[cursor] &- UInt8(ascii: "0"))
                cursor += 1
            }
            cursor += 1
            return number
        }
        while cursor < list.upperBound {
            let tripleStart = cursor
            let (delta, section, weight) = (number(), number(), number())
            let tripleEnd = min(cursor - 1, list.upperBound)
            let page = oldPage + delta
            oldPage = page
            while nextDropped < dropped.count, dropped[nextDropped] < page { nextDropped += 1 }
            let isDropped = nextDropped < dropped.count && dropped[nextDropped] == page
            let addsBefore = nextAdded < added.count && added[nextAdded].page < page
            if isDropped || addsBefore || newPage != page - delta {
                // This triple cannot be copied with the run: end the run here.
                flush(upTo: tripleStart == run ? run : tripleStart - 1)
                run = tripleEnd + 1
                while nextAdded < added.count, added[nextAdded].page < page {
                    emit(added[nextAdded])
                    nextAdded += 1
                }
                if !isDropped { emit(.init(page: page, section: section, weight: weight)) }
            } else {
                newPage = page
            }
        }
        flush(upTo: list.upperBound)
        while nextAdded < added.count {
            emit(added[nextAdded])
            nextAdded += 1
        }
    }
}
