import Foundation
import HotPaths

/// The search index, split so that a query loads only what it needs, even in a book of
/// thousands of chapters (the design follows Pagefind's):
///
/// - `assets/search/index.js`: the pages, in catalogue order, and the first word of each
///   chunk of the word list;
/// - `assets/search/words-NAME.js`: a chunk of the word list, sorted, each word with its
///   postings (page, section, where in the section and how often);
/// - `assets/search/pages-SLUG.js`: the title, headings and text of a few pages in a row, the
///   first of them SLUG, for the results' titles and snippets, loaded only for the results
///   shown. A page of the size of this catalogue's chapters has a file of its own; short pages
///   share one of at most `chunkTarget` bytes, since a file costs more to create than to fill.
///
/// Each is a script that registers itself (`window.SEARCH_INDEX(...)`, `SEARCH_CHUNK`,
/// `SEARCH_PAGE`), because a page opened from disk (`file://`) may load a script but not
/// fetch JSON. Every byte follows from the chapters' entries in catalogue order, so the same
/// book gives the same files; chunk boundaries fall on words picked by a hash of the word, and
/// page files start at pages picked by a hash of the slug, so an edit to one chapter rewrites
/// its page file and the chunks of the words it changed, not every file after them.
public enum SearchIndex {
    /// Where the index's files go in the site.
    public static let folder = "assets/search"

    private struct Page: Encodable {
        var t: String  // title
        var u: String  // URL
        var s: [EncodedSection]
    }

    private struct EncodedSection: Encodable {
        var h: String  // heading
        var i: String  // heading id
        var a: Bool  // the page's own section (text before the first heading)
        var x: String  // text
    }

    /// The readable text of a page in one section (prose, code, output), as the renderer
    /// collects it.
    struct Section: Sendable, Equatable {
        var heading: String
        /// The heading's id; `nil` for the text before the first heading.
        var id: String?
        var text: String
        /// Words a reader may search for that the result's excerpt does not show: the file
        /// names and slice names of the section's listings, which would glue a path onto the
        /// code in the excerpt.
        var keywords = ""
    }

    /// Where a word is in a section, as one number: `title` if it is in the page's title (the
    /// heading of section 0), `heading` if in a section's heading, and how often it is in the
    /// text (at most 15) times 4. `site.js` reads the same bits.
    enum Weight {
        static let title = 1
        static let heading = 2
        static let countUnit = 4
        static let maxCount = 15
    }

    /// One chapter's entry, made (and cached) with the chapter, so that an edit to one chapter
    /// re-encodes only its own: the page as one line of JSON, then one line per word of the
    /// chapter, sorted, `word<TAB>section:weight section:weight ...`.
    static func entry(for chapter: Chapter, sections: [Section]) -> String {
        let page = Page(
            t: chapter.metadata.title, u: chapter.pagePath,
            s: sections.map { EncodedSection(h: $0.heading, i: $0.id ?? "", a: $0.id == nil, x: compact($0.text)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // "</" cannot end a script early here, but keep the file safe to inline anyway: it
        // becomes "<\\/".
        var escaped: [UInt8] = []
        for byte in (try? encoder.encode(page)) ?? Data("{}".utf8) {
            if byte == UInt8(ascii: "/") && escaped.last == UInt8(ascii: "<") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        // Each word's sections, in section order, with their weights: sections are read in
        // order, so a word's latest section is always its last.
        var weights: [String: [(section: Int, weight: Int)]] = [:]
        func weigh(_ word: String, in section: Int, _ change: (inout Int) -> Void) {
            { (list: inout [(section: Int, weight: Int)]) in
                if list.last?.section != section { list.append((section, 0)) }
                change(&list[list.count - 1].weight)
            }(&weights[word, default: []])
        }
        for (number, section) in sections.enumerated() {
            // A title of three capitalised words or more is found by its initials too: a reader
            // who types "mvvm" wants Model–View–ViewModel, though its title spells them out.
            let heading = number == 0 ? section.heading + " " + acronym(of: section.heading) : section.heading
            for word in words(in: heading) {
                weigh(word, in: number) { $0 |= number == 0 ? Weight.title : Weight.heading }
            }
            for word in words(in: section.text) + words(in: section.keywords) {
                weigh(word, in: number) { if $0 / Weight.countUnit < Weight.maxCount { $0 += Weight.countUnit } }
            }
        }
        // The words in UTF-16 order, compared as UTF-8 bytes (see `SearchWordTable.precedes`).
        let sorted = weights.keys.map { ($0, Array($0.utf8)) }.sorted { SearchWordTable.precedes($0.1, $1.1) }
        var lines = escaped
        for (word, bytes) in sorted {
            lines.append(UInt8(ascii: "\n"))
            lines += bytes
            lines.append(UInt8(ascii: "\t"))
            for (index, posting) in (weights[word] ?? []).enumerated() {
                if index > 0 { lines.append(UInt8(ascii: " ")) }
                lines.appendDecimal(posting.section)
                lines.append(UInt8(ascii: ":"))
                lines.appendDecimal(posting.weight)
            }
        }
        return String(decoding: lines, as: UTF8.self)
    }

    /// The initials of the capitalised words of `title`, the parts of identifiers included
    /// (`Model–View–ViewModel` is `MVVM`), when there are three or more; otherwise nothing.
    static func acronym(of title: String) -> String {
        var initials = ""
        var previous: Unicode.Scalar?
        for scalar in title.unicodeScalars {
            let startsWord = previous.map { !isWordScalar($0) || isLowercase($0) } ?? true
            if isUppercase(scalar) && startsWord { initials.unicodeScalars.append(scalar) }
            previous = scalar
        }
        return initials.unicodeScalars.count >= 3 ? initials : ""
    }

    /// The words of `text` as search matches them: runs of letters, marks and digits,
    /// lowercased and without diacritics (`Façade` is `facade`), of two characters or more; an
    /// identifier (`ObserverRegistry`) also gives its parts (`observer`, `registry`).
    /// `site.js` splits and folds a query the same way (`/[\p{L}\p{N}\p{M}]+/u`, then NFD
    /// without `\p{M}`).
    public static func words(in text: String) -> [String] {
        var result: [String] = []
        var token: [Unicode.Scalar] = []
        func flush() {
            defer { token.removeAll(keepingCapacity: true) }
            guard token.count >= 2 else { return }
            result.append(lowercased(token[...]))
            // Parts of an identifier: a cut before an upper-case letter that follows a
            // lower-case one (observerRegistry), or that starts a word after an acronym
            // (HTTPServer).
            var start = 0
            var parts: [String] = []
            for index in 1..<token.count {
                let cut =
                    isUppercase(token[index])
                    && (isLowercase(token[index - 1])
                        || (isUppercase(token[index - 1]) && index + 1 < token.count
                            && isLowercase(token[index + 1])))
                if cut {
                    parts.append(lowercased(token[start..<index]))
                    start = index
                }
            }
            guard start > 0 else { return }
            parts.append(lowercased(token[start...]))
            result += parts.filter { $0.count >= 2 }
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) { token.append(scalar) } else if !token.isEmpty { flush() }
        }
        if !token.isEmpty { flush() }
        return result
    }

    // Letters and case of ASCII scalars are decided here without Unicode's property tables,
    // with the same answers, since every scalar of a book's text passes through them.

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        guard scalars.allSatisfy(\.isASCII) else {
            return folded(String(String.UnicodeScalarView(scalars)).lowercased())
        }
        return String(
            unsafeUninitializedCapacity: scalars.count,
            initializingUTF8With: { buffer in
                for (offset, scalar) in scalars.enumerated() {
                    let byte = UInt8(scalar.value)
                    buffer[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                }
                return scalars.count
            })
    }

    /// `text` without its diacritics: decomposed (NFD), then without its combining marks, as
    /// `site.js` folds a query.
    static func folded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `\p{L}`, `\p{N}` or `\p{M}`, as in JavaScript.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The order JavaScript compares strings in (UTF-16 code units), which `site.js` relies on
    /// to find a word's chunk.
    public static func utf16Order(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// The path of the page file that starts with the chapter `slug`.
    static func pageFile(_ slug: String) -> String { "\(folder)/pages-\(slug).js" }

    /// A file's raw size that the cut aims at, and the size that forces a cut.
    static let chunkTarget = 24_000
    static let chunkLimit = 64_000

    /// A file of the index: its path in the site, its bytes, and for a page file the pages it
    /// holds, by index in catalogue order (what alone it depends on).
    struct File {
        var path: String
        var pages: Range<Int>?
        /// Makes the bytes: a page file kept from the last build is never made.
        private let make: () -> Data

        var data: Data { make() }

        init(path: String, data: Data) {
            self.init(path: path, pages: nil) { data }
        }

        init(path: String, pages: Range<Int>?, make: @escaping () -> Data) {
            (self.path, self.pages, self.make) = (path, pages, make)
        }
    }

    /// The word list as it goes into the chunks: each word's item, `"word":[page delta,
    /// section, weight, ...]`, back to back in `items`, in UTF-16 order of the words; for each,
    /// where its word is and where it ends. An edit changes the items of the edited chapters'
    /// words only, so the cache keeps this between builds (`SiteCache.searchWords`).
    struct EncodedWords: Sendable, Equatable {
        var items: [UInt8] = []
        var ends: [Int] = []

        func itemStart(_ index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

        /// The word of item `index`: after its opening quote, up to the closing one (a word
        /// has letters, marks and digits only).
        func word(_ index: Int) -> Range<Int> {
            let start = itemStart(index) + 1
            return start..<(items[start..<ends[index]].firstIndex(of: UInt8(ascii: "\"")) ?? start)
        }
    }

    /// The word list of every chapter's entry, in catalogue order.
    static func encodedWords(_ entries: [String]) -> EncodedWords {
        let table = SearchWordTable(entries)
        // The two halves of the word list are encoded on two cores.
        let middle = table.words.count / 2
        let halves = [0..<middle, middle..<table.words.count].parallelMap { range in
            var half = EncodedWords()
            half.ends.reserveCapacity(range.count)
            for (word, postings) in zip(table.words[range], table.postings[range]) {
                appendItem(word, postings, to: &half.items)
                half.ends.append(half.items.count)
            }
            return half
        }
        var words = halves[0]
        let offset = words.items.count
        words.items += halves[1].items
        words.ends += halves[1].ends.map { $0 + offset }
        return words
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
        for (index, posting) in postings.enumerated() {
            if index > 0 { items.append(UInt8(ascii: ",")) }
            appendTriple(posting, after: page, to: &items)
            page = posting.page
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

    /// Every file of the index, from every chapter's entry in catalogue order; `words` is
    /// their word list when the caller has it (`SiteCache.searchWords`).
    static func files(for chapters: [RenderedChapter], words known: EncodedWords? = nil) -> [File] {
        var files: [File] = []
        let entries = chapters.map(\.searchText)
        let words = known ?? encodedWords(entries.map(\.string))
        // Each page's script is `window.SEARCH_PAGE(` and the first line of its entry, the
        // page as JSON, then `);`.
        let (opening, closing) = (Array("window.SEARCH_PAGE(".utf8), Array(");\n".utf8))
        // `memchr`, not `firstIndex(of:)`: this code is not optimized in a debug build.
        let pageJSON = entries.map { entry in
            entry.withUTF8 { bytes in
                guard let base = bytes.baseAddress, let found = memchr(base, 0x0A, bytes.count) else {
                    return bytes.count
                }
                return UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
        }
        // A page of a result costs the reader its whole file, so a page joins a file only
        // while the file stays within the target: pages as long as this catalogue's have a
        // file each, and short ones share.
        let groups = cut(
            lengths: pageJSON.map { opening.count + $0 + closing.count }, separator: 0,
            hash: { FNV1a.hash(chapters[$0].chapter.slug) }, withinTarget: true)
        for group in groups {
            files.append(
                File(path: pageFile(chapters[group.lowerBound].chapter.slug), pages: group) {
                    var data = Data()
                    for page in group {
                        data.append(contentsOf: opening)
                        entries[page].withUTF8 { data.append(UnsafeBufferPointer(rebasing: $0[..<pageJSON[page]])) }
                        data.append(contentsOf: closing)
                    }
                    return data
                })
        }

        let (items, ends) = (words.items, words.ends)
        let wordRanges = ends.indices.map(words.word)
        func itemStart(_ index: Int) -> Int { words.itemStart(index) }

        // Words are separated by a comma in a chunk.
        let chunks = cut(
            lengths: ends.indices.map { ends[$0] - itemStart($0) }, separator: 1,
            hash: { FNV1a.hash(items[wordRanges[$0]]) }
        ).map { (first: String(decoding: items[wordRanges[$0.lowerBound]], as: UTF8.self), words: $0) }
        var names: [String] = []
        for chunk in chunks {
            let name = chunkName(chunk.first)
            names.append(name)
            var data = Data("window.SEARCH_CHUNK(\"\(chunk.first)\",{".utf8)
            for index in chunk.words {
                if index > chunk.words.lowerBound { data.append(UInt8(ascii: ",")) }
                data.append(contentsOf: items[itemStart(index)..<ends[index]])
            }
            data.append(contentsOf: "});\n".utf8)
            files.append(File(path: "\(folder)/words-\(name).js", data: data))
        }

        // The top level: each chunk's first word, or its first word and file name where they
        // differ; the pages; and the first page of each page file.
        let pageList = chapters.map { "\"\($0.chapter.pagePath)\"" }.joined(separator: ",")
        let chunkList = zip(chunks, names).map { chunk, name in
            chunk.first == name ? "\"\(name)\"" : "[\"\(chunk.first)\",\"\(name)\"]"
        }.joined(separator: ",")
        let pageFiles = groups.map { String($0.lowerBound) }.joined(separator: ",")
        let top = "{\"chunks\":[\(chunkList)],\"pages\":[\(pageList)],\"pageFiles\":[\(pageFiles)]}"
        files.append(File(path: "\(folder)/index.js", data: Data("window.SEARCH_INDEX(\(top));\n".utf8)))
        return files
    }

    /// Cuts items of these `lengths` (plus `separator` bytes between two) into runs of files:
    /// before an item whose `hash` is a multiple of a spacing picked so that files are about
    /// `chunkTarget` bytes (once a file has a quarter of that), where a file would pass
    /// `chunkLimit`, and, if `withinTarget`, where it would pass `chunkTarget`. Cutting where
    /// the hash says, not where the sizes add up, keeps an edit from moving every cut after
    /// it.
    static func cut(lengths: [Int], separator: Int, hash: (Int) -> UInt64, withinTarget: Bool = false)
        -> [Range<Int>]
    {
        let total = lengths.reduce(0, +) + separator * lengths.count
        let perFile = max(1, lengths.count * chunkTarget / max(1, total))
        let spacing = UInt64(1 << (Int.bitWidth - 1 - perFile.leadingZeroBitCount))
        var runs: [Range<Int>] = []
        var size = 0
        for (index, length) in lengths.enumerated() {
            if runs.isEmpty || (size > 0 && hash(index) % spacing == 0 && size >= chunkTarget / 4)
                || size + length > (withinTarget ? chunkTarget : chunkLimit)
            {
                runs.append(index..<index)
                size = 0
            }
            runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<(index + 1)
            size += length + separator
        }
        return runs
    }

    /// A chunk's file name: its first word when that is plain lower-case ASCII letters and
    /// digits and short, otherwise a hash of it.
    static func chunkName(_ word: String) -> String {
        let plain =
            word.utf8.count <= 48 && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        return plain ? word : "x" + String(FNV1a.hash(word), radix: 16)
    }

    /// Collapses runs of white space, which make up much of code and output. Scalar by
    /// scalar, with a quick test for ASCII, since splitting into `Character`s would break
    /// every page's text into graphemes only to compare spaces.
    static func compact(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isWhitespace =
                scalar.isASCII
                ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            if scalar.isASCII {
                result.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
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
