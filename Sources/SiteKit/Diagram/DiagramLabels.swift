/// A rectangle of a diagram, in its own units (CSS pixels at 100%).
struct DiagramRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Whether the two share more than an edge.
    func overlaps(_ other: DiagramRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// A line segment with its stroke, as the rectangle it covers.
    static func segment(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> DiagramRect {
        let stroke = 1.0
        return DiagramRect(
            x: min(p.x, q.x) - stroke, y: min(p.y, q.y) - stroke, width: abs(p.x - q.x) + 2 * stroke,
            height: abs(p.y - q.y) + 2 * stroke)
    }
}

/// Places each relation's label beside its own line, where it crosses no line, no box, no
/// arrow head and no label placed before it. The candidates are tried in a fixed order, so
/// the same picture gives the same places: above each horizontal segment (from where the line
/// turns), then below it, then beside each vertical segment; a label that finds no free place
/// takes the one that crosses least, and `allFree` says so.
struct DiagramLabels {
    /// A character of a label (11 px monospace, 0.6 em wide, rounded up).
    static let charWidth = 6.8
    /// From the baseline up to the top of a capital, and down to the foot of a descender.
    static let ascent = 9.0
    static let descent = 3.0
    /// How far a label keeps from its own line.
    static let clearance = 2.0
    /// The step between candidate places along a segment.
    static let step = 4.0
    /// How much of a horizontal segment a label beside it must run along, at least.
    static let alongAtLeast = 12.0

    private var obstacles: [DiagramRect]
    private(set) var allFree = true
    /// How far right and down the labels placed so far reach.
    private(set) var extent = (right: 0.0, bottom: 0.0)

    init(boxes: [DiagramLayout.Box], routes: [DiagramLayout.Route]) {
        var obstacles = boxes.map(\.frame)
        for route in routes {
            for (p, q) in zip(route.points, route.points.dropFirst()) { obstacles.append(.segment(p, q)) }
            obstacles.append(route.headFrame)
        }
        self.obstacles = obstacles
    }

    /// The space a label's text takes with its baseline starting at `at`.
    static func frame(of text: String, at: (x: Double, y: Double)) -> DiagramRect {
        DiagramRect(
            x: at.x, y: at.y - ascent, width: (Double(text.count) * charWidth).rounded(.up), height: ascent + descent)
    }

    /// Where `route`'s label goes (its baseline's left end), nil when it has none; the place
    /// is taken, so later labels keep off it.
    mutating func place(_ route: DiagramLayout.Route) -> (x: Double, y: Double)? {
        guard let text = route.labelText else { return nil }
        let width = (Double(text.count) * Self.charWidth).rounded(.up)
        var best: (at: (x: Double, y: Double), crossings: Int)?
        for at in candidates(route.points, width: width) {
            let frame = Self.frame(of: text, at: at)
            // Past the right or bottom edge the picture grows (`extent`); past the left or top
            // it would be cut.
            guard frame.x >= 0, frame.y >= 0 else { continue }
            let crossings = obstacles.reduce(0) { $0 + ($1.overlaps(frame) ? 1 : 0) }
            if crossings < best?.crossings ?? Int.max { best = (at: at, crossings: crossings) }
            if crossings == 0 { break }
        }
        let at = best?.at ?? (x: route.points[0].x + Self.clearance, y: route.points[0].y - Self.descent)
        if best?.crossings != 0 { allFree = false }
        let frame = Self.frame(of: text, at: at)
        obstacles.append(frame)
        extent = (max(extent.right, frame.x + frame.width), max(extent.bottom, frame.y + frame.height))
        return at
    }

    /// The places to try for a label `width` wide, best first.
    private func candidates(_ points: [(x: Double, y: Double)], width: Double) -> [(x: Double, y: Double)] {
        let segments = Array(zip(points, points.dropFirst()))
        var horizontal: [(x: Double, y: Double)] = []
        var vertical: [(x: Double, y: Double)] = []
        for (p, q) in segments where p.y == q.y && p.x != q.x {
            // Nearest first to where the line turns into the segment, then along it; the label
            // runs along at least a stretch of the segment.
            let near = p.x < q.x ? p.x + Self.clearance + 1 : p.x - Self.clearance - 1 - width
            let (left, right) = (min(p.x, q.x), max(p.x, q.x))
            let starts = stride(
                from: left - width + Self.alongAtLeast, through: right - Self.alongAtLeast, by: Self.step
            )
            .map { $0 }
            let ordered = ([near] + starts).sorted { (abs($0 - near), $0) < (abs($1 - near), $1) }
            horizontal += ordered.map { (x: $0, y: p.y - Self.clearance - Self.descent) }
            horizontal += ordered.map { (x: $0, y: p.y + Self.clearance + Self.ascent) }
        }
        for (p, q) in segments where p.x == q.x && p.y != q.y {
            let (top, bottom) = (min(p.y, q.y), max(p.y, q.y))
            for baseline in stride(from: top + Self.ascent + 2, through: bottom - Self.descent - 2, by: Self.step) {
                vertical.append((x: p.x + Self.clearance, y: baseline))
                vertical.append((x: p.x - Self.clearance - width, y: baseline))
            }
        }
        return horizontal + vertical
    }
}
