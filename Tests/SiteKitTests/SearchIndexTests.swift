import Foundation
import PropertyBased
import Testing

@testable import SiteKit

@Suite("Search index")
struct SearchIndexTests {
    static func chapter(_ slug: String, title: String, sections: [SearchIndex.Section]) -> RenderedChapter {
        let glance = Glance(what: "", benefits: "", useWhen: "", avoidWhen: "", rightWhen: "", pitfalls: "")
        let chapter = Chapter(
            slug: slug, sourcePath: "Content/\(slug).md",
            metadata: ChapterMetadata(
                title: title, intent: "", category: "Behavioral", order: 1, related: [], glance: glance),
            body: "", bodyFirstLine: 1)
        return RenderedChapter(
            chapter: chapter, html: "", glanceHTML: [], headings: [], links: [], examplesRun: [],
            searchEntry: SearchIndex.entry(for: chapter, sections: sections))
    }

    /// A book of `count` chapters, each with words of its own and words they all share.
    static func book(_ count: Int, edit: Int? = nil) -> [RenderedChapter] {
        (0..<count).map { index in
            chapter(
                "c\(index)", title: "Chapter \(index)",
                sections: [
                    .init(heading: "Chapter \(index)", id: nil, text: "An ObserverRegistry keeps word\(index)."),
                    .init(
                        heading: "Actors", id: "actors",
                        text:
                            "actor isolation \(index == edit ? "edited" : "") shared common text w\(index * 7919 % 1000)"
                    ),
                ])
        }
    }

    @Test("Words are runs of letters and digits, lowercased, without accents, with identifiers' parts")
    func words() {
        #expect(
            SearchText.words(in: "An ObserverRegistry, HTTPServer's x_y café 42!")
                == ["an", "observerregistry", "observer", "registry", "httpserver", "http", "server", "cafe", "42"])
        // A precomposed letter and a letter with a combining mark are the same word.
        #expect(SearchText.words(in: "Fa\u{E7}ade") == ["facade"])
        #expect(SearchText.words(in: "Fac\u{327}ade") == ["facade"])
        #expect(SearchText.words(in: "retainCycle") == ["retaincycle", "retain", "cycle"])
    }

    @Test("A title of two words or more is also its initials, without joining words, a hyphenated compound one word")
    func acronyms() {
        #expect(SearchText.acronym(of: "Model–View–ViewModel") == "mvvm")
        #expect(SearchText.acronym(of: "Model–View–Controller") == "mvc")
        #expect(SearchText.acronym(of: "Dependency injection") == "di")
        #expect(SearchText.acronym(of: "Chain of Responsibility") == "cr")
        #expect(SearchText.acronym(of: "Cancellation and timeouts") == "ct")
        #expect(SearchText.acronym(of: "Main-actor confinement") == "mc")
        #expect(SearchText.acronym(of: "Producer–consumer with AsyncStream") == "pcas")
        #expect(SearchText.acronym(of: "Façade") == "")
        #expect(SearchText.acronym(of: "Putting it together") == "pt")
        let entry = Self.chapter(
            "mvvm", title: "Model–View–ViewModel", sections: [.init(heading: "Model–View–ViewModel", id: nil, text: "")]
        ).searchEntry
        #expect(entry.split(separator: "\n").contains("mvvm\t0:1"))
    }

    /// Letters of both cases, in and beyond ASCII, digits, and separators.
    static let wordText = Gen.element(of: Array("aZbYHTTPServerÉéçСсǅ42_ -'.") as [Character]).map { $0! }
        .array(of: 0...40).map { String($0) }

    @Test("Words of any text are those Unicode's case properties give, ASCII fast path or not")
    func wordsMatchUnicodeProperties() async {
        await propertyCheck(count: 300, input: Self.wordText) { text in
            #expect(SearchText.words(in: text) == Self.referenceWords(text), "\(text)")
        }
    }

    @Test("A chapter's entry lists its words in UTF-16 order with their sections' weights, as a table of Strings does")
    func entryMatchesTable() async {
        let sectionText = Gen.element(of: Self.letters + [" ", " ", "A"]).map { $0! }.array(of: 0...30)
            .map { String($0) }.array(of: 1...4)
        await propertyCheck(count: 200, input: sectionText) { texts in
            let sections = texts.enumerated().map { index, text in
                SearchIndex.Section(
                    heading: index == 0 ? "Title" : text.prefix(6).description, id: index == 0 ? nil : "s\(index)",
                    text: text)
            }
            let entry = Self.chapter("c", title: "Title", sections: sections).searchEntry
            var weights: [String: [Int: Int]] = [:]
            for (number, section) in sections.enumerated() {
                for word in SearchText.words(in: section.heading) {
                    weights[word, default: [:]][number, default: 0] |= number == 0 ? 1 : 2
                }
                for word in SearchText.words(in: section.text) {
                    let weight = weights[word, default: [:]][number, default: 0]
                    if weight / 4 < 7 { weights[word, default: [:]][number] = weight + 4 }
                }
            }
            let expected = weights.keys.sorted(by: SearchText.utf16Order).map { word in
                word + "\t"
                    + weights[word, default: [:]].sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
                    .joined(separator: " ")
            }
            #expect(
                Array(entry.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()).map(String.init)
                    == expected)
        }
    }

    /// `SearchText.words(in:)` as first written, asking Unicode's tables about every letter,
    /// and folding every word: lowercased, decomposed, without combining marks.
    static func referenceWords(_ text: String) -> [String] {
        var result: [String] = []
        let marks: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]
        let wordCategories: Set<Unicode.GeneralCategory> = marks.union([
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber,
        ])
        func folded(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            let lowered = String(String.UnicodeScalarView(scalars)).lowercased()
            return String(
                String.UnicodeScalarView(
                    lowered.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                        !marks.contains($0.properties.generalCategory)
                    }))
        }
        for token in text.unicodeScalars.split(whereSeparator: {
            !wordCategories.contains($0.properties.generalCategory)
        }) {
            let token = Array(token)
            guard token.count >= 2 else { continue }
            result.append(folded(token))
            var start = 0
            var parts: [String] = []
            for index in 1..<token.count {
                let (previous, current) = (token[index - 1].properties, token[index].properties)
                let next = index + 1 < token.count ? token[index + 1].properties : nil
                if current.isUppercase && (previous.isLowercase || (previous.isUppercase && next?.isLowercase == true))
                {
                    parts.append(folded(token[start..<index]))
                    start = index
                }
            }
            guard start > 0 else { continue }
            parts.append(folded(token[start...]))
            result += parts.filter { $0.count >= 2 }
        }
        return result
    }

    @Test("A chapter's words record the title, headings and how often each is in the text")
    func weights() {
        let entry = Self.chapter(
            "a", title: "Actor",
            sections: [
                .init(heading: "Actor", id: nil, text: "actor actor"), .init(heading: "Actor more", id: "m", text: ""),
            ]
        ).searchEntry
        let lines = entry.split(separator: "\n").dropFirst()
        #expect(lines.contains("actor\t0:9 1:2"), "title + twice in the text, then a heading: \(lines)")
    }

    @Test("A word's weight counts its prose apart from its code, output and listings' file names, each up to a cap")
    func proseAndCodeWeights() {
        let entry = Self.chapter(
            "v", title: "Visitor",
            sections: [
                .init(heading: "Visitor", id: nil, text: ""),
                .init(
                    heading: "The pattern", id: "p", text: "This is double dispatch. import Dispatch let x: Double",
                    code: "import Dispatch let x: Double", keywords: "Examples/VisitorDispatch/main.swift"),
                .init(
                    heading: "Actors", id: "a", text: String(repeating: "actor ", count: 14),
                    code: String(repeating: "actor ", count: 5)),
            ]
        ).searchEntry
        let lines = entry.split(separator: "\n").dropFirst()
        // Prose counts 4 a time, code 32: "dispatch" once in prose, once in code and once in
        // the listing's name; "double" once in each of prose and code; "import" in code only.
        for line in ["dispatch\t1:68", "double\t1:36", "import\t1:32", "pattern\t1:2", "this\t1:4"] {
            #expect(lines.contains(Substring(line)), "\(line) in \(lines)")
        }
        // Nine times in prose and five in code: at most 7 and 3.
        #expect(lines.contains("actor\t2:124"), "\(lines)")
        #expect(lines.contains("actors\t2:2"), "\(lines)")
    }

    @Test("A section's page entry names its listings' files, once each, and a section without any says nothing")
    func listingFiles() throws {
        var rendering = ChapterRendering(chapter: Self.chapter("v", title: "Visitor", sections: []).chapter)
        _ = rendering.startSection("The pattern", level: 2)
        for (path, slice) in [
            ("Examples/V/main.swift", "shapes"), ("Examples/V/main.swift", "visit"), ("Examples/V/Doc.swift", nil),
        ] {
            rendering.indexListing(path: path, slice: slice)
        }
        #expect(rendering.sections[1].files == ["Examples/V/main.swift", "Examples/V/Doc.swift"])
        #expect(SearchText.words(in: rendering.sections[1].keywords).contains("visit"), "slice names are words")
        let entry = SearchIndex.entry(for: rendering.chapter, sections: rendering.sections)
        let page = try #require(entry.split(separator: "\n").first)
        #expect(page.contains(#","f":["Examples/V/main.swift","Examples/V/Doc.swift"],"h":"The pattern""#), "\(page)")
        #expect(page.components(separatedBy: "\"f\"").count == 2, "no file list where there is no listing: \(page)")
    }

    @Test("The index is the same bytes every time, and every file is a script that registers itself")
    func deterministic() {
        let first = SearchIndex.files(for: Self.book(1000))
        let second = SearchIndex.files(for: Self.book(1000))
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.data) == second.map(\.data))
        #expect(Set(first.map(\.path)).count == first.count)
        let chunks = first.filter { $0.path.hasPrefix("assets/search/words-") }
        #expect(chunks.count > 1, "a book this size is split")
        for file in first {
            let text = String(decoding: file.data, as: UTF8.self)
            #expect(
                text.hasPrefix("window.SEARCH_CHUNK(") || text.hasPrefix("window.SEARCH_PAGE(")
                    || text.hasPrefix("window.SEARCH_INDEX("), "\(file.path)")
        }
    }

    @Test("Short pages share a page file in order, long ones have their own, and the top lists where each starts")
    func pageFiles() throws {
        let short = SearchIndex.files(for: Self.book(1000)).filter { $0.pages != nil }
        let ranges = short.compactMap(\.pages)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == 1000)
        #expect(
            zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "every page once, in order")
        #expect(short.count < 1000 / 4, "\(short.count) files for 1,000 short pages")
        for file in short {
            let text = String(decoding: file.data, as: UTF8.self)
            #expect(text.components(separatedBy: "window.SEARCH_PAGE(").count - 1 == file.pages?.count)
            #expect(file.path == "assets/search/pages-c\(file.pages!.lowerBound).js")
            #expect(file.pages!.count == 1 || file.data.count <= SearchIndex.chunkTarget, "shared within the target")
        }
        let top = try #require(SearchIndex.files(for: Self.book(1000)).first { $0.path.hasSuffix("/index.js") })
        let starts = ranges.map { String($0.lowerBound) }.joined(separator: ",")
        #expect(String(decoding: top.data, as: UTF8.self).contains("\"pageFiles\":[\(starts)]"))

        let long = (0..<5).map { index in
            Self.chapter(
                "l\(index)", title: "Long \(index)",
                sections: [.init(heading: "Long", id: nil, text: String(repeating: "word\(index) ", count: 2_000))])
        }
        #expect(SearchIndex.files(for: long).compactMap(\.pages) == (0..<5).map { $0..<($0 + 1) })
    }

    @Test("An edit to one chapter rewrites its page and a few chunks, not the whole index")
    func editRewritesLittle() throws {
        let before = Dictionary(
            uniqueKeysWithValues: SearchIndex.files(for: Self.book(1000)).map { ($0.path, $0.data) })
        let after = Dictionary(
            uniqueKeysWithValues: SearchIndex.files(for: Self.book(1000, edit: 500)).map { ($0.path, $0.data) })
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        let pageFiles = SearchIndex.files(for: Self.book(1000)).filter { $0.pages != nil }
        let edited = try #require(pageFiles.first { $0.pages!.contains(500) })
        #expect(changed.contains(edited.path))
        #expect(pageFiles.filter { changed.contains($0.path) }.count == 1, "only the edited page's file")
        #expect(!changed.contains("assets/search/index.js"), "the page files start where they did")
        #expect(changed.count <= 4, "\(changed.sorted()) of \(after.count)")
    }

    /// Letters from every part of Unicode that orders differently in UTF-8 and UTF-16: ASCII,
    /// two- and three-byte letters, one from U+E000–U+FFFF and one beyond U+FFFF.
    static let letters: [Character] = ["a", "b", "z", "0", "é", "ж", "あ", "\u{F900}", "\u{FF21}", "𝑥", "𐐀"]

    static let randomBook = Gen.element(of: letters).map { $0! }.array(of: 1...4).map { String($0) }
        .array(of: 0...12).array(of: 1...6)

    @Test("The index read as bytes gives the same files as a table of every word, sorted in UTF-16 order")
    func mergeMatchesTable() async {
        await propertyCheck(count: 200, input: Self.randomBook) { texts in
            let chapters = texts.enumerated().map { index, words in
                Self.chapter(
                    "c\(index)", title: "Chapter \(index)",
                    sections: [
                        .init(heading: "Chapter \(index)", id: nil, text: words.joined(separator: " ")),
                        .init(heading: words.first ?? "none", id: "s", text: words.reversed().joined(separator: " ")),
                    ])
            }
            let merged = SearchIndex.files(for: chapters).filter { $0.path.contains("/words-") }
            let table = Self.wordsByTable(chapters)
            let items = merged.flatMap { file in
                Self.items(in: String(decoding: file.data, as: UTF8.self))
            }
            #expect(items == table, "\(texts)")
        }
    }

    @Test("An edit's word list, made from the last one, is the list made afresh from every entry")
    func replacedWordsMatchFresh() async {
        // The first half of each input is the book before, the second half what some of its
        // chapters say after: words added, dropped, moved between sections, new to the book.
        let books = Gen.element(of: Self.letters).map { $0! }.array(of: 1...3).map { String($0) }
            .array(of: 0...10).array(of: 2...16)
        await propertyCheck(count: 300, input: books) { texts in
            let count = texts.count / 2
            func chapters(_ text: (Int) -> [String]) -> [RenderedChapter] {
                (0..<count).map { index in
                    let words = text(index)
                    return Self.chapter(
                        "c\(index)", title: "Chapter \(index)",
                        sections: [
                            .init(heading: "Chapter \(index)", id: nil, text: words.joined(separator: " ")),
                            .init(
                                heading: words.last ?? "none", id: "s", text: words.dropFirst().joined(separator: " ")),
                        ])
                }
            }
            let before = chapters { texts[$0] }
            let after = chapters { $0 % 2 == texts.count % 2 ? texts[count + $0] : texts[$0] }
            let changes = (0..<count).filter { before[$0].searchEntry != after[$0].searchEntry }.map {
                SearchWordList.Change(page: $0, old: before[$0].searchEntry, new: after[$0].searchEntry)
            }
            let fresh = SearchWordList(entries: after.map(\.searchEntry))
            let replaced = SearchWordList(entries: before.map(\.searchEntry)).replacing(changes)
            #expect(replaced == fresh, "\(texts)")
        }
    }

    @Test("An edit to a large book replaces its words in the stored list: the index is the one made afresh")
    func replacedWordsInLargeBook() {
        let (before, after) = (Self.book(1000), Self.book(1000, edit: 500))
        let change = SearchWordList.Change(
            page: 500, old: before[500].searchEntry, new: after[500].searchEntry)
        let words = SearchWordList(entries: before.map(\.searchEntry)).replacing([change])
        let fresh = SearchIndex.files(for: after)
        let replaced = SearchIndex.files(for: after, words: words)
        #expect(replaced.map(\.path) == fresh.map(\.path))
        #expect(replaced.map(\.data) == fresh.map(\.data))
        #expect(words != SearchWordList(entries: before.map(\.searchEntry)), "the edit added a word")
    }

    /// Every word of the book as the merge must write it, `"word":[page delta,section,weight,...]`,
    /// from a table of every word sorted in UTF-16 order: what the index was made from before
    /// it merged the chapters' sorted lists.
    static func wordsByTable(_ chapters: [RenderedChapter]) -> [String] {
        var postings: [String: [(Int, Int, Int)]] = [:]
        for (page, rendered) in chapters.enumerated() {
            for line in rendered.searchEntry.split(separator: "\n").dropFirst() {
                let parts = line.split(separator: "\t")
                for posting in parts[1].split(separator: " ") {
                    let numbers = posting.split(separator: ":").map { Int($0)! }
                    postings[String(parts[0]), default: []].append((page, numbers[0], numbers[1]))
                }
            }
        }
        return postings.keys.sorted(by: SearchText.utf16Order).map { word in
            var page = 0
            let list = postings[word, default: []].map { posting in
                defer { page = posting.0 }
                return "\(posting.0 - page),\(posting.1),\(posting.2)"
            }
            return "\"\(word)\":[\(list.joined(separator: ","))]"
        }
    }

    /// The items of a chunk file, `window.SEARCH_CHUNK("first",{item,item});`.
    static func items(in chunk: String) -> [String] {
        guard let open = chunk.firstIndex(of: "{"), let close = chunk.lastIndex(of: "}") else { return [] }
        return chunk[chunk.index(after: open)..<close].split(separator: "],").map { item in
            item.hasSuffix("]") ? String(item) : item + "]"
        }
    }
}
