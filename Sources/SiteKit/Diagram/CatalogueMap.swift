/// The map of the catalogue on the home page: every chapter, grouped by category in catalogue
/// order, each a link to its page, and an arc for each pair of chapters that declare each
/// other `related:`. Arcs run to the right of the names, so none crosses a name; an arc's
/// reach grows with the distance it spans, so shorter arcs nest inside longer ones. Each name
/// and arc carries its chapters' slugs: the stylesheet draws no arc until `site.js` shows a
/// chapter's own when its name is hovered or focused (every arc at once is a tangle), and the
/// list in words (`words`) holds them all.
enum CatalogueMap {
    static let rowHeight = 22.0
    static let categoryGap = 30.0
    /// A generous width of one character of a name (14 px sans-serif): the column of names is
    /// as wide as the longest name needs, so that none is cut at the map's left edge.
    static let nameCharWidth = 8.4

    /// Where the names end and the arcs start.
    static func nameColumn(_ chapters: [Chapter]) -> Double {
        let longest = chapters.map(\.metadata.title.count).max() ?? 0
        return max(230, (Double(longest) * nameCharWidth + 24).rounded(.up))
    }

    static func svg(_ chapters: [Chapter]) -> String {
        let nameColumn = nameColumn(chapters)
        var y = 8.0
        var rowY: [String: Double] = [:]
        var parts: [String] = []
        var category: String?
        for chapter in chapters {
            if chapter.metadata.category != category {
                category = chapter.metadata.category
                y += categoryGap - 8
                parts.append(
                    "<text class=\"m-category\" x=\"8\" y=\"\(DiagramSVG.number(y))\">\(HTML.escape(chapter.metadata.category))</text>"
                )
                y += 8
            }
            y += rowHeight
            rowY[chapter.slug] = y - 6
            parts.append(
                "<a href=\"\(HTML.escape(chapter.pagePath))\" data-slug=\"\(HTML.escape(chapter.slug))\"><text class=\"m-chapter\" x=\"\(DiagramSVG.number(nameColumn - 12))\" y=\"\(DiagramSVG.number(y))\" text-anchor=\"end\">\(HTML.escape(chapter.metadata.title))</text></a>"
            )
        }
        var arcs: [String] = []
        var widest = 0.0
        for (first, second) in relatedPairs(chapters) {
            guard let y1 = rowY[first.slug], let y2 = rowY[second.slug] else { continue }
            let (top, bottom) = (min(y1, y2), max(y1, y2))
            let reach = 12 + (bottom - top) * 0.35
            widest = max(widest, reach)
            let x = nameColumn - 4
            arcs.append(
                "<path class=\"m-arc\" data-pair=\"\(HTML.escape(first.slug)) \(HTML.escape(second.slug))\" d=\"M\(DiagramSVG.number(x)) \(DiagramSVG.number(top)) C\(DiagramSVG.number(x + reach * 1.33)) \(DiagramSVG.number(top)) \(DiagramSVG.number(x + reach * 1.33)) \(DiagramSVG.number(bottom)) \(DiagramSVG.number(x)) \(DiagramSVG.number(bottom))\"/>"
            )
        }
        let width = Int((nameColumn + widest + 16).rounded(.up))
        let height = Int((y + 12).rounded(.up))
        let categories = Set(chapters.map(\.metadata.category)).count
        return """
            <svg class="catalogue-map" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)">
            <title>Map of the catalogue: every chapter by category, with an arc between related chapters</title>
            <desc>\(count(chapters.count, "chapter")) in \(count(categories, "category", "categories")) and \(count(arcs.count, "pair")) of related chapters, listed in words after the map.</desc>
            \((arcs + parts).joined(separator: "\n"))
            </svg>
            """
    }

    private static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) \(number == 1 ? one : many ?? one + "s")"
    }

    /// The map in words: each chapter with an arc, in catalogue order, and the chapters its
    /// arcs join it to, each a link. (On a phone this list takes the picture's place.)
    static func words(_ chapters: [Chapter]) -> String {
        func link(_ chapter: Chapter) -> String {
            "<a href=\"\(HTML.escape(chapter.pagePath))\">\(HTML.escape(chapter.metadata.title))</a>"
        }
        let pairs = relatedPairs(chapters)
        let items = chapters.compactMap { chapter -> String? in
            let others = pairs.compactMap { pair -> Chapter? in
                pair.0.slug == chapter.slug ? pair.1 : pair.1.slug == chapter.slug ? pair.0 : nil
            }
            guard !others.isEmpty else { return nil }
            return "<li>\(link(chapter)): \(others.map(link).joined(separator: ", "))</li>"
        }
        return """
            <details class="diagram-words"><summary>The map in words: each chapter and its related chapters</summary><ul>
            \(items.joined(separator: "\n"))
            </ul></details>
            """
    }

    /// Each pair of chapters that name each other as related, once, in catalogue order.
    static func relatedPairs(_ chapters: [Chapter]) -> [(Chapter, Chapter)] {
        let bySlug = Dictionary(chapters.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        var pairs: [(Chapter, Chapter)] = []
        for chapter in chapters {
            for slug in chapter.metadata.related {
                guard let other = bySlug[slug],
                    seen.insert([chapter.slug, slug].sorted().joined(separator: " ")).inserted
                else { continue }
                pairs.append((chapter, other))
            }
        }
        return pairs
    }
}
