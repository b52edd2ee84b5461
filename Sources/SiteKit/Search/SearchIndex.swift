import Foundation

/// The search index, split so that a query loads only what it needs, even in a book of
/// thousands of chapters (the design follows Pagefind's):
///
/// - `assets/search/index.js`: the pages, in catalogue order, and the first word of each
///   chunk of the word list;
/// - `assets/search/words-NAME.js`: a chunk of the word list, sorted, each word with its
///   postings (page, section, where in the section and how often);
/// - `assets/search/pages-SLUG.js`: the title, headings, text and listings' file names of a few
///   pages in a row, the first of them SLUG, for the results' titles and snippets (and for the
///   order of the first results, which depends on where the words are), loaded only for the results
///   shown. A page of the size of this catalogue's chapters has a file of its own; short pages
///   share one of at most `chunkTarget` bytes, since a file costs more to create than to fill.
///
/// Each is a script that registers itself (`window.SEARCH_INDEX(...)`, `SEARCH_CHUNK`,
/// `SEARCH_PAGE`), because a page opened from disk (`file://`) may load a script but not
/// fetch JSON. Every byte follows from the chapters' entries in catalogue order, so the same
/// book gives the same files; chunk boundaries fall on words picked by a hash of the word, and
/// page files start at pages picked by a hash of the slug, so an edit to one chapter rewrites
/// its page file and the chunks of the words it changed, not every file after them.
package enum SearchIndex {
    /// Where the index's files go in the site.
    package static let folder = "assets/search"

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
        var f: [String]?  // the listings' file names, when there are any
    }

    /// The readable text of a page in one section (prose, code, output), as the renderer
    /// collects it.
    struct Section: Sendable, Equatable {
        var heading: String
        /// The heading's id; `nil` for the text before the first heading.
        var id: String?
        var text: String
        /// The part of `text` that is listings and program output. Its words count for less
        /// than the prose's: a reader who types "double dispatch" means the idea, not a
        /// listing's `import Dispatch` and `Double`.
        var code = ""
        /// Words a reader may search for that the result's excerpt does not show: the file
        /// names and slice names of the section's listings, which would glue a path onto the
        /// code in the excerpt.
        var keywords = ""
        /// The file names of the section's listings, in the order shown, each once: a result
        /// found by one shows it apart from the excerpt, so that it shows why it was found.
        var files: [String] = []
    }

    /// One chapter's entry, made (and cached) with the chapter, so that an edit to one chapter
    /// re-encodes only its own: the page as one line of JSON, then one line per word of the
    /// chapter, sorted, `word<TAB>section:weight section:weight ...`.
    static func entry(for chapter: Chapter, sections: [Section]) -> String {
        let page = Page(
            t: chapter.metadata.title, u: chapter.pagePath,
            s: sections.map {
                EncodedSection(
                    h: $0.heading, i: $0.id ?? "", a: $0.id == nil, x: SearchText.compact($0.text),
                    f: $0.files.isEmpty ? nil : $0.files)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // "</" cannot end a script early here, but keep the file safe to inline anyway: it
        // becomes "<\\/".
        var escaped: [UInt8] = []
        for byte in (try? encoder.encode(page)) ?? Data("{}".utf8) {
            if byte == UInt8(ascii: "/") && escaped.last == UInt8(ascii: "<") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        var lines = escaped
        SearchText.appendWordLines(
            of: sections.map { .init(heading: $0.heading, text: $0.text, code: $0.code, keywords: $0.keywords) },
            to: &lines)
        return String(decoding: lines, as: UTF8.self)
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

    /// Every file of the index, from every chapter's entry in catalogue order; `words` is
    /// their word list when the caller has it (`SiteCache.searchWords`).
    static func files(for chapters: [RenderedChapter], words known: SearchWordList? = nil) -> [File] {
        var files: [File] = []
        let entries = chapters.map(\.searchText)
        let words = known ?? SearchWordList(entries: entries.map(\.string))
        // Each page's script is `window.SEARCH_PAGE(` and the first line of its entry, the
        // page as JSON, then `);`.
        let (opening, closing) = (Array("window.SEARCH_PAGE(".utf8), Array(");\n".utf8))
        let pageJSON = entries.map { entry in
            entry.withUTF8 { $0.index(of: UInt8(ascii: "\n"), in: 0..<$0.count) ?? $0.count }
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

        let wordRanges = words.wordRanges()
        // Words are separated by a comma in a chunk.
        let chunks = cut(
            lengths: words.ends.indices.map { words.ends[$0] - words.itemStart($0) }, separator: 1,
            hash: { FNV1a.hash(words.items[wordRanges[$0]]) }
        ).map { (first: String(decoding: words.items[wordRanges[$0.lowerBound]], as: UTF8.self), words: $0) }
        var names: [String] = []
        for chunk in chunks {
            let name = chunkName(chunk.first)
            names.append(name)
            var data = Data("window.SEARCH_CHUNK(\"\(chunk.first)\",{".utf8)
            data.append(contentsOf: words.joinedItems(chunk.words))
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

}
