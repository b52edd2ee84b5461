import Foundation

/// The search index, written as a script that assigns `window.SEARCH_INDEX`, because a page
/// opened from disk (`file://`) may not fetch JSON but may load a script.
enum SearchIndex {
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

    /// The index: every chapter's entry, in catalogue order. The entries are made (and
    /// cached) with the chapters, so an edit to one chapter re-encodes only its own.
    static func script(for chapters: [RenderedChapter]) -> Data {
        var script = Data("window.SEARCH_INDEX = [".utf8)
        for (index, chapter) in chapters.enumerated() {
            if index > 0 { script.append(UInt8(ascii: ",")) }
            script.append(contentsOf: chapter.searchEntry.utf8)
        }
        script.append(contentsOf: "];\n".utf8)
        return script
    }

    /// One chapter's entry: a JSON object with its title, page and sections.
    static func entry(for chapter: Chapter, sections: [Section]) -> String {
        let page = Page(
            t: chapter.metadata.title, u: chapter.pagePath,
            s: sections.map { EncodedSection(h: $0.heading, i: $0.id ?? "", a: $0.id == nil, x: compact($0.text)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(page)) ?? Data("{}".utf8), as: UTF8.self)
        // "</" cannot end a script early here, but keep the file safe to inline anyway.
        return json.contains("</") ? json.replacing("</", with: "<\\/") : json
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
