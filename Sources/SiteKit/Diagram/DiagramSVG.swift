/// Draws a `TypeGraph` as inline SVG: boxes with each type's kind, name and members, and
/// relations in UML's notation (a hollow triangle for inheritance and conformance, dashed for
/// conformance; an open arrow for a stored reference, dashed when weak, `*` for many; a dashed
/// open arrow in the text colour, labelled "uses", for a type a method takes or a body reaches
/// the static members of). A type's role in its pattern is a «stereotype» above its kind;
/// static members are underlined and private ones marked `-`, as UML draws them. Colours
/// come from the theme's CSS variables through classes, so the picture follows light and dark.
enum DiagramSVG {
    /// The figure: the picture, which scrolls sideways on a narrow screen rather than shrink
    /// below 85% (13 px text stays 11 px or more), and the same structure in words.
    static func figure(_ graph: TypeGraph, example: String, caption: String) -> String {
        let layout = DiagramLayout(graph)
        let width = Int(layout.width.rounded(.up))
        let height = Int(layout.height.rounded(.up))
        let summary =
            "Structure of \(example): " + graph.nodes.map { "\($0.name) (\($0.kindAndRole))" }.joined(separator: ", ")
        var svg: [String] = []
        svg.append(
            "<svg class=\"type-diagram\" role=\"img\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" style=\"min-width: \(width * 17 / 20)px\">"
        )
        svg.append("<title>\(HTML.escape(summary))</title>")
        svg.append("<desc>\(HTML.escape(graph.sentences.joined(separator: ". ")))</desc>")
        for route in layout.routes { svg.append(draw(route)) }
        for box in layout.boxes { svg.append(draw(box)) }
        svg.append("</svg>")
        var words = graph.nodes.map { node in
            "<li><code>\(HTML.escape(node.name))</code>, \(HTML.escape(node.kind.rawValue))"
                + (node.role.map { " (\(HTML.escape($0)))" } ?? "")
                + (node.members.isEmpty
                    ? "" : ": " + node.members.map { "<code>\(HTML.escape($0.spoken))</code>" }.joined(separator: ", "))
                + "</li>"
        }
        words += graph.sentences.map { "<li>\(HTML.escape($0))</li>" }
        return """
            <figure class="diagram">
            <figcaption><span class="output-label">Structure</span> \(HTML.escape(caption))</figcaption>
            <div class="diagram-scroll" tabindex="0" role="group" aria-label="\(HTML.escape(summary))">
            \(svg.joined(separator: "\n"))
            </div>
            <details class="diagram-words"><summary>The diagram in words</summary><ul>
            \(words.joined(separator: "\n"))
            </ul></details>
            </figure>

            """
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func draw(_ box: DiagramLayout.Box) -> String {
        let (x, y, w, h) = (number(box.x), number(box.y), number(box.width), number(box.height))
        let kind = box.node.kind
        // A role takes the first line of the header, and the kind and name move down one.
        let shift = box.node.role == nil ? 0 : DiagramLayout.roleLine
        var parts = [
            "<g class=\"d-type d-\(kind.rawValue)\">",
            "<rect class=\"d-box\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"4\"/>",
        ]
        if let role = box.node.role {
            parts.append(
                "<text class=\"d-role\" x=\"\(number(box.centerX))\" y=\"\(number(box.y + 14))\" text-anchor=\"middle\">«\(HTML.escape(role))»</text>"
            )
        }
        parts += [
            "<text class=\"d-kind\" x=\"\(number(box.centerX))\" y=\"\(number(box.y + shift + 14))\" text-anchor=\"middle\">«\(kind.rawValue)»</text>",
            "<text class=\"d-name\" x=\"\(number(box.centerX))\" y=\"\(number(box.y + shift + 31))\" text-anchor=\"middle\">\(HTML.escape(box.node.name))</text>",
        ]
        if !box.members.isEmpty {
            let lineY = box.y + box.headerHeight
            parts.append(
                "<line class=\"d-rule\" x1=\"\(x)\" y1=\"\(number(lineY))\" x2=\"\(number(box.x + box.width))\" y2=\"\(number(lineY))\"/>"
            )
            for (index, member) in box.members.enumerated() {
                let memberY = lineY + 4 + DiagramLayout.memberLine * Double(index + 1) - 4
                // UML underlines a static member; the attribute, not the theme, since it is
                // what the member says.
                let attributes =
                    member.isStatic ? "class=\"d-member d-static\" text-decoration=\"underline\"" : "class=\"d-member\""
                parts.append(
                    "<text \(attributes) x=\"\(number(box.x + DiagramLayout.padding))\" y=\"\(number(memberY))\">\(HTML.escape(member.drawn))</text>"
                )
            }
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    static func draw(_ route: DiagramLayout.Route) -> String {
        let kind = route.edge.kind
        let points = route.points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        // A dependency's dash is drawn here rather than in the theme: it is what tells it apart.
        let dash = kind == .uses ? " stroke-dasharray=\"2 4\"" : ""
        var parts = ["<g class=\"d-edge d-\(kind.rawValue)\">", "<polyline points=\"\(points)\"\(dash)/>"]
        guard let end = route.points.last else { return "" }
        // The arrow points along the last segment: up into a box above, down into one below.
        let direction = route.entersFromBelow ? 1.0 : -1.0
        let (ex, ey) = (end.x, end.y)
        switch kind {
        case .inherits, .conforms:
            let base = ey + 11 * direction
            parts.append(
                "<polygon class=\"d-head-hollow\" points=\"\(number(ex)),\(number(ey)) \(number(ex - 6)),\(number(base)) \(number(ex + 6)),\(number(base))\"/>"
            )
        case .owns, .weak, .many, .uses:
            let base = ey + 9 * direction
            parts.append(
                "<polyline class=\"d-head-open\" points=\"\(number(ex - 5)),\(number(base)) \(number(ex)),\(number(ey)) \(number(ex + 5)),\(number(base))\"/>"
            )
            if kind == .many {
                parts.append(
                    "<text class=\"d-label\" x=\"\(number(ex + 6))\" y=\"\(number(ey + (direction > 0 ? 20 : -8)))\">*</text>"
                )
            }
        }
        if let text = route.labelText, let at = route.labelAt {
            parts.append(
                "<text class=\"d-label\" x=\"\(number(at.x))\" y=\"\(number(at.y))\">\(HTML.escape(text))</text>")
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }
}
