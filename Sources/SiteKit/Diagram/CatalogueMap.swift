/// The map of the catalogue on the home page: every chapter, grouped by category in catalogue
/// order, each a link to its page, and an arc for each pair of chapters that declare each
/// other `related:`. Arcs run to the right of the names, so none crosses a name; an arc's
/// reach grows with the distance it spans, so shorter arcs nest inside longer ones.
enum CatalogueMap {
    static let rowHeight = 22.0
    static let categoryGap = 30.0
    static let nameColumn = 230.0

    static func svg(_ chapters: [Chapter]) -> String {
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
                "<a href=\"\(HTML.escape(chapter.pagePath))\"><text class=\"m-chapter\" x=\"\(DiagramSVG.number(nameColumn - 12))\" y=\"\(DiagramSVG.number(y))\" text-anchor=\"end\">\(HTML.escape(chapter.metadata.title))</text></a>"
            )
        }
        var arcs: [String] = []
        var widest = 0.0
        var seen = Set<String>()
        for chapter in chapters {
            for other in chapter.metadata.related {
                let pair = [chapter.slug, other].sorted().joined(separator: " ")
                guard let y1 = rowY[chapter.slug], let y2 = rowY[other], seen.insert(pair).inserted else { continue }
                let (top, bottom) = (min(y1, y2), max(y1, y2))
                let reach = 12 + (bottom - top) * 0.35
                widest = max(widest, reach)
                let x = nameColumn - 4
                arcs.append(
                    "<path class=\"m-arc\" d=\"M\(DiagramSVG.number(x)) \(DiagramSVG.number(top)) C\(DiagramSVG.number(x + reach * 1.33)) \(DiagramSVG.number(top)) \(DiagramSVG.number(x + reach * 1.33)) \(DiagramSVG.number(bottom)) \(DiagramSVG.number(x)) \(DiagramSVG.number(bottom))\"/>"
                )
            }
        }
        let width = Int((nameColumn + widest + 16).rounded(.up))
        let height = Int((y + 12).rounded(.up))
        return """
            <svg class="catalogue-map" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)">
            <title>Map of the catalogue: every chapter by category, with an arc between related chapters</title>
            \((arcs + parts).joined(separator: "\n"))
            </svg>
            """
    }
}
