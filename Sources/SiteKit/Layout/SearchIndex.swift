import Foundation

/// The search index, split so that a query loads only what it needs, even in a book of
/// thousands of chapters (the design follows Pagefind's):
///
/// - `assets/search/index.js`: the pages, in catalogue order, and the first word of each
///   chunk of the word list;
/// - `assets/search/words-NAME.js`: a chunk of the word list, sorted, each word with its
///   postings (page, section, where in the section and how often);
/// - `assets/search/page-SLUG.js`: a page's title, headings and text, for the results' titles
///   and snippets, loaded only for the results shown.
///
/// Each is a script that registers itself (`window.SEARCH_INDEX(...)`, `SEARCH_CHUNK`,
/// `SEARCH_PAGE`), because a page opened from disk (`file://`) may load a script but not
/// fetch JSON. Every byte follows from the chapters' entries in catalogue order, so the same
/// book gives the same files; chunk boundaries fall on words picked by a hash of the word, so
/// an edit to one chapter rewrites its page file and the chunks of the words it changed, not
/// every chunk after them.
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
        var json = String(decoding: (try? encoder.encode(page)) ?? Data("{}".utf8), as: UTF8.self)
        // "</" cannot end a script early here, but keep the file safe to inline anyway.
        if json.contains("</") { json = json.replacing("</", with: "<\\/") }

        var weights: [String: [Int: Int]] = [:]
        for (number, section) in sections.enumerated() {
            for word in words(in: section.heading) {
                weights[word, default: [:]][number, default: 0] |= number == 0 ? Weight.title : Weight.heading
            }
            for word in words(in: section.text) {
                let weight = weights[word, default: [:]][number, default: 0]
                if weight / Weight.countUnit < Weight.maxCount {
                    weights[word, default: [:]][number] = weight + Weight.countUnit
                }
            }
        }
        var lines = [json]
        for word in weights.keys.sorted(by: utf16Order) {
            let postings = weights[word, default: [:]].sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
            lines.append(word + "\t" + postings.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    /// The words of `text` as search matches them: runs of letters and digits, lowercased, of
    /// two characters or more; an identifier (`ObserverRegistry`) also gives its parts
    /// (`observer`, `registry`). `site.js` splits a query the same way (`/[\p{L}\p{N}]+/u`).
    public static func words(in text: String) -> [String] {
        var result: [String] = []
        var token: [Unicode.Scalar] = []
        func flush() {
            defer { token.removeAll(keepingCapacity: true) }
            guard token.count >= 2 else { return }
            result.append(String(String.UnicodeScalarView(token)).lowercased())
            // Parts of an identifier: a cut before an upper-case letter that follows a
            // lower-case one (observerRegistry), or that starts a word after an acronym
            // (HTTPServer).
            var start = 0
            var parts: [String] = []
            for index in 1..<token.count {
                let previous = token[index - 1].properties
                let current = token[index].properties
                let next = index + 1 < token.count ? token[index + 1].properties : nil
                let cut =
                    current.isUppercase
                    && (previous.isLowercase || (previous.isUppercase && next?.isLowercase == true))
                if cut {
                    parts.append(String(String.UnicodeScalarView(token[start..<index])).lowercased())
                    start = index
                }
            }
            guard start > 0 else { return }
            parts.append(String(String.UnicodeScalarView(token[start...])).lowercased())
            result += parts.filter { $0.count >= 2 }
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) { token.append(scalar) } else if !token.isEmpty { flush() }
        }
        if !token.isEmpty { flush() }
        return result
    }

    /// `\p{L}` or `\p{N}`, as in JavaScript.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A word's postings in a chapter's entry, `section:weight section:weight ...`, as page,
    /// section and weight, three numbers each.
    static func postings(_ text: Substring.UTF8View.SubSequence, page: Int) -> [Int] {
        var list: [Int] = []
        var number = 0
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = number * 10 + Int(byte - UInt8(ascii: "0"))
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
        return list
    }

    /// The order JavaScript compares strings in (UTF-16 code units), which `site.js` relies on
    /// to find a word's chunk.
    public static func utf16Order(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// A chunk's raw size that the cut aims at, and the size that forces a cut.
    static let chunkTarget = 24_000
    static let chunkLimit = 64_000

    /// Every file of the index, by path in the site, from every chapter's entry in catalogue
    /// order.
    static func files(for chapters: [RenderedChapter]) -> [(path: String, data: Data)] {
        var files: [(path: String, data: Data)] = []
        // word → postings, flattened: page, section, weight.
        var postings: [String: [Int]] = [:]
        var pages: [String] = []
        for (pageNumber, rendered) in chapters.enumerated() {
            // Read byte by byte: splitting the entries into `Character`s was most of the time
            // a one-chapter edit spent on the index.
            var lines = rendered.searchEntry.utf8.split(
                separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
            let json = lines.popFirst().map { String(Substring($0)) } ?? "{}"
            pages.append(rendered.chapter.pagePath)
            files.append(
                ("\(folder)/page-\(rendered.chapter.slug).js", Data("window.SEARCH_PAGE(\(json));\n".utf8)))
            for line in lines {
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
                // Appended in place: a copy of a long list per chapter would cost the square.
                postings[String(Substring(line[..<tab])), default: []].append(
                    contentsOf: Self.postings(line[line.index(after: tab)...], page: pageNumber))
            }
        }

        // Each word as it goes into a chunk: "word":[page delta, section, weight, ...].
        let words = postings.keys.map { ($0, Array($0.utf16)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
            .map(\.0)
        let encoded = words.map { word -> String in
            let list = postings[word, default: []]
            var item = "\"\(word)\":["
            var page = 0
            for index in stride(from: 0, to: list.count, by: 3) {
                if index > 0 { item += "," }
                item += "\(list[index] - page),\(list[index + 1]),\(list[index + 2])"
                page = list[index]
            }
            return item + "]"
        }
        // Cut before a word whose hash is a multiple of `spacing`, picked so that chunks are
        // about `chunkTarget` bytes, or where a chunk would pass `chunkLimit`.
        let total = encoded.reduce(0) { $0 + $1.utf8.count + 1 }
        let wordsPerChunk = max(1, words.count * chunkTarget / max(1, total))
        let spacing = 1 << (Int.bitWidth - 1 - wordsPerChunk.leadingZeroBitCount)
        var chunks: [(first: String, body: [String])] = []
        var size = 0
        for (word, item) in zip(words, encoded) {
            if chunks.isEmpty || (size > 0 && fnv1a(word) % UInt64(spacing) == 0 && size >= chunkTarget / 4)
                || size + item.utf8.count > chunkLimit
            {
                chunks.append((word, []))
                size = 0
            }
            chunks[chunks.count - 1].body.append(item)
            size += item.utf8.count + 1
        }
        var names: [String] = []
        for chunk in chunks {
            let name = chunkName(chunk.first)
            names.append(name)
            files.append(
                (
                    "\(folder)/words-\(name).js",
                    Data("window.SEARCH_CHUNK(\"\(chunk.first)\",{\(chunk.body.joined(separator: ","))});\n".utf8)
                ))
        }

        // The top level: pages, then each chunk's first word, or its first word and file
        // name where they differ.
        let pageList = pages.map { "\"\($0)\"" }.joined(separator: ",")
        let chunkList = zip(chunks, names).map { chunk, name in
            chunk.first == name ? "\"\(name)\"" : "[\"\(chunk.first)\",\"\(name)\"]"
        }.joined(separator: ",")
        files.append(
            (
                "\(folder)/index.js",
                Data("window.SEARCH_INDEX({\"chunks\":[\(chunkList)],\"pages\":[\(pageList)]});\n".utf8)
            ))
        return files
    }

    /// A chunk's file name: its first word when that is plain lower-case ASCII letters and
    /// digits and short, otherwise a hash of it.
    static func chunkName(_ word: String) -> String {
        let plain =
            word.utf8.count <= 48 && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        return plain ? word : "x" + String(fnv1a(word), radix: 16)
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: the same on every run and every platform.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Collapses runs of white space, which make up much of code and output. Scalar by
    /// scalar, with a quick test for ASCII: splitting into `Character`s was a tenth of the
    /// layout of a large book.
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
