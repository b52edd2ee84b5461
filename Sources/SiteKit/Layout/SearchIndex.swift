import Foundation

/// The search index, written as a script that assigns `window.SEARCH_INDEX`, because a page
/// opened from disk (`file://`) may not fetch JSON but may load a script.
enum SearchIndex {
    private struct Page: Encodable {
        var t: String  // title
        var u: String  // URL
        var s: [Section]
    }

    private struct Section: Encodable {
        var h: String  // heading
        var i: String  // heading id
        var a: Bool  // the page's own section (text before the first heading)
        var x: String  // text
    }

    static func script(for chapters: [RenderedChapter]) -> Data {
        let pages = chapters.map { rendered in
            Page(
                t: rendered.chapter.metadata.title, u: rendered.chapter.pagePath,
                s: rendered.searchSections.map {
                    Section(h: $0.heading, i: $0.id ?? "", a: $0.id == nil, x: compact($0.text))
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(pages)) ?? Data("[]".utf8)
        // "</" cannot end a script early here, but keep the file safe to inline anyway.
        let text = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return Data("window.SEARCH_INDEX = \(text);\n".utf8)
    }

    /// Collapses runs of white space, which make up much of code and output.
    static func compact(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
