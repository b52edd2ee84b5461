/// Places a `TypeGraph` on a plane: types in rows (a protocol or superclass above what
/// conforms to or inherits from it, an owner above what it owns when that makes no cycle),
/// and every relation routed as vertical and horizontal segments that run only through the
/// channels between rows and the lanes left and right of the boxes, so no line crosses a box
/// and no box overlaps another. Each label then takes the first place beside its own line
/// where it crosses no line, box or other label (`DiagramLabels`); when one finds none, the
/// whole picture is laid out again with wider gaps. Everything is computed from the graph
/// alone: same graph, same numbers, on every machine.
struct DiagramLayout {
    struct Box {
        var node: TypeGraph.Node
        var row: Int
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        /// The members shown (at most `maxMembers`, then an ellipsis).
        var members: [TypeGraph.Member]
        var centerX: Double { x + width / 2 }
        /// The height of the part above the members: the role's line, if any, the kind and
        /// the name.
        var headerHeight: Double { DiagramLayout.header + (node.role == nil ? 0 : DiagramLayout.roleLine) }
        var frame: DiagramRect { DiagramRect(x: x, y: y, width: width, height: height) }
    }

    struct Route {
        var edge: TypeGraph.Edge
        /// The polyline, from the source's side to the target's side.
        var points: [(x: Double, y: Double)]
        /// Where the label starts (its baseline's left end), if the relation has one.
        var labelAt: (x: Double, y: Double)?
        /// Whether the last segment enters the target from below (arrow points up).
        var entersFromBelow: Bool

        /// The label as drawn: "weak" before a weak reference's names; "in" before the members
        /// a dependency is used in, which are the source type's, not the target's.
        var labelText: String? {
            edge.label.map { (edge.kind == .weak ? "weak " : edge.kind == .uses ? "in " : "") + $0 }
        }

        /// The space the label's text takes, where it is drawn.
        var labelFrame: DiagramRect? {
            guard let text = labelText, let at = labelAt else { return nil }
            return DiagramLabels.frame(of: text, at: at)
        }

        /// The arrow's head, and a `*` beside it for many: what a label must keep off too.
        var headFrame: DiagramRect {
            guard let end = points.last else { return DiagramRect(x: 0, y: 0, width: 0, height: 0) }
            let top = entersFromBelow ? end.y : end.y - 20
            return DiagramRect(x: end.x - 7, y: top, width: edge.kind == .many ? 22 : 14, height: 20)
        }
    }

    /// How far apart boxes and lines are: the first try is the tightest, and each later one
    /// wider, for a picture whose labels found no free place.
    struct Spacing {
        var gap: Double
        var track: Double
        static let tries = [
            Spacing(gap: 36, track: 16), Spacing(gap: 60, track: 20), Spacing(gap: 96, track: 24),
        ]
    }

    static let charWidth = 7.9
    static let nameCharWidth = 8.8
    static let memberLine = 16.0
    static let header = 38.0
    static let padding = 10.0
    /// The extra height of a box whose type has a role: one more line above its kind.
    static let roleLine = 16.0
    static let margin = 12.0
    static let channelPadding = 14.0
    static let maxMembers = 8
    /// The widest a row may be before it wraps: about a page column.
    static let maxRowWidth = 660.0

    var boxes: [Box] = []
    var routes: [Route] = []
    var width = 0.0
    var height = 0.0

    var spacing: Spacing

    /// The layout at the tightest spacing whose labels all find a free place, or at the
    /// widest when none does.
    init(_ graph: TypeGraph) {
        var layout = DiagramLayout(graph, spacing: Spacing.tries[0])
        for spacing in Spacing.tries.dropFirst() where !layout.labelsAreFree {
            layout = DiagramLayout(graph, spacing: spacing)
        }
        self = layout
    }

    init(_ graph: TypeGraph, spacing: Spacing) {
        self.spacing = spacing
        let names = graph.nodes.map(\.name)
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var rows = Self.rows(graph, position: position)
        boxes = Self.sizedBoxes(graph, rows: rows)
        let order = Self.wrapped(
            Self.order(graph, rows: rows, rowCount: (rows.max() ?? 0) + 1, position: position), boxes: boxes,
            gap: spacing.gap)
        for (row, indices) in order.enumerated() {
            for index in indices {
                rows[index] = row
                boxes[index].row = row
            }
        }
        let plans = Self.plans(graph, rows: rows, position: position)
        var tracks = Tracks(plans, rowCount: order.count, track: spacing.track)
        let rowTop = stackRows(&tracks, rowCount: order.count)
        let widest = placeColumns(order, rowTop: rowTop)
        let laneX = placeLanes(plans, widest: widest)
        let portX = ports(plans, rows: rows, laneX: laneX)
        routes = plans.indices.map { number in
            route(plans[number], number: number, rows: rows, tracks: tracks, laneX: laneX[number], portX: portX)
        }
        var labels = DiagramLabels(boxes: boxes, routes: routes)
        for number in routes.indices {
            routes[number].labelAt = labels.place(routes[number])
        }
        labelsAreFree = labels.allFree
        width = max(width, (labels.extent.right + Self.margin).rounded(.up))
        height = max(height, (labels.extent.bottom + Self.margin).rounded(.up))
    }

    /// Where the relations that skip rows run down, keyed by relation: through a gap that the
    /// boxes of every row between its two types leave (nearest the middle of the two), or else
    /// in a lane of its own left or right of the boxes, on the side nearer its types, so that
    /// lines do not all run round one side in parallel. Moves the boxes right of the left
    /// lanes and sets `width`.
    private mutating func placeLanes(_ plans: [Plan], widest: Double) -> [Int: Double] {
        var laneX: [Int: Double] = [:]
        var taken: [(x: Double, rows: ClosedRange<Int>)] = []
        for number in plans.indices where plans[number].viaLane {
            let (from, to) = (boxes[plans[number].from], boxes[plans[number].to])
            let between = min(from.row, to.row) + 1...max(from.row, to.row) - 1
            let near = ((from.centerX + to.centerX) / 2).rounded()
            if let x = corridor(through: between, near: near, widest: widest, taken: taken) {
                laneX[number] = x
                taken.append((x, between))
            }
        }
        let viaLane = plans.indices.filter { plans[$0].viaLane && laneX[$0] == nil }
        let middle = Self.margin + widest / 2
        let left = viaLane.filter { (boxes[plans[$0].from].centerX + boxes[plans[$0].to].centerX) / 2 < middle }
        let right = viaLane.filter { !left.contains($0) }
        let (gap, track) = (spacing.gap, spacing.track)
        func lanesWidth(_ lanes: [Int]) -> Double {
            lanes.isEmpty ? 0 : gap / 2 + Double(lanes.count) * track
        }
        let leftWidth = lanesWidth(left)
        for index in boxes.indices { boxes[index].x += leftWidth }
        for number in laneX.keys { laneX[number]! += leftWidth }
        // Lane 0 is the innermost on each side.
        for (lane, number) in left.enumerated() {
            laneX[number] = Self.margin + leftWidth - gap / 2 - Double(lane) * track
        }
        for (lane, number) in right.enumerated() {
            laneX[number] = Self.margin + leftWidth + widest + gap / 2 + Double(lane) * track
        }
        width = Self.margin + leftWidth + widest + lanesWidth(right) + Self.margin
        return laneX
    }

    /// An x, nearest `near`, that no box of the rows `between` covers (with half a track to
    /// spare on each side) and no other relation already runs down through those rows at
    /// within a track of; nil when there is none.
    private func corridor(
        through between: ClosedRange<Int>, near: Double, widest: Double, taken: [(x: Double, rows: ClosedRange<Int>)]
    ) -> Double? {
        let spare = spacing.track / 2
        let blocked = boxes.filter { between.contains($0.row) }.map { ($0.x - spare, $0.x + $0.width + spare) }
        let (low, high) = (Self.margin + spare, Self.margin + widest - spare)
        let candidates = stride(from: low.rounded(.up), through: high, by: 2).filter { x in
            !blocked.contains { $0.0 < x && x < $0.1 }
                && !taken.contains { $0.rows.overlaps(between) && abs($0.x - x) < spacing.track }
        }
        return candidates.min { (abs($0 - near), $0) < (abs($1 - near), $1) }
    }

    /// Whether every label found a place that crosses no line, box or other label.
    private(set) var labelsAreFree = true

    /// Each type's box, sized for its name, its kind and the members it shows, in `rows`.
    private static func sizedBoxes(_ graph: TypeGraph, rows: [Int]) -> [Box] {
        graph.nodes.enumerated().map { index, node in
            var members = Array(node.members.prefix(Self.maxMembers))
            if node.members.count > Self.maxMembers { members.append(TypeGraph.Member(text: "…")) }
            let text = max(
                Double(node.name.count) * Self.nameCharWidth,
                Double(("«" + node.kind.rawValue + "»").count) * Self.charWidth,
                Double(("«" + (node.role ?? "") + "»").count) * Self.charWidth,
                members.map { Double($0.drawn.count) * Self.charWidth }.max() ?? 0)
            let header = Self.header + (node.role == nil ? 0 : Self.roleLine)
            return Box(
                node: node, row: rows[index], width: (text + 2 * Self.padding).rounded(.up),
                height: header + (members.isEmpty ? 0 : Double(members.count) * Self.memberLine + 8),
                members: members)
        }
    }

    /// `order` with every row wider than a page's column wrapped onto the next line:
    /// relations to the wrapped part take the lanes like any that skip a row.
    private static func wrapped(_ order: [[Int]], boxes: [Box], gap: Double) -> [[Int]] {
        var wrapped: [[Int]] = []
        for row in order {
            var line: [Int] = []
            var width = 0.0
            for index in row {
                if !line.isEmpty && width + gap + boxes[index].width > Self.maxRowWidth {
                    wrapped.append(line)
                    line = []
                    width = 0
                }
                width += (line.isEmpty ? 0 : gap) + boxes[index].width
                line.append(index)
            }
            wrapped.append(line)
        }
        return wrapped
    }

    /// Which channels a relation runs in (channel k lies above row k): one between adjacent
    /// rows or within a row, two joined by a lane when it skips rows.
    private struct Plan {
        var edge: TypeGraph.Edge
        var from: Int, to: Int
        var channels: [Int]
        var viaLane: Bool
    }

    private static func plans(_ graph: TypeGraph, rows: [Int], position: [String: Int]) -> [Plan] {
        graph.edges.compactMap { edge in
            guard let from = position[edge.from], let to = position[edge.to] else { return nil }
            let (a, b) = (rows[from], rows[to])
            let channels: [Int]
            if b < a {
                channels = a == b + 1 ? [a] : [a, b + 1]
            } else if b > a {
                channels = b == a + 1 ? [b] : [a + 1, b]
            } else {
                channels = [a]
            }
            return Plan(edge: edge, from: from, to: to, channels: channels, viaLane: channels.count == 2)
        }
    }

    /// How many tracks each channel holds, and which track each relation takes in each of its
    /// channels, in the order of the relations.
    private struct Tracks {
        var count: [Int]
        var ofPlan: [[Int]]
        /// The height of one track.
        var track: Double
        /// Where each channel starts, set once the rows are stacked.
        var channelTop: [Double] = []

        init(_ plans: [Plan], rowCount: Int, track: Double) {
            self.track = track
            var count = [Int](repeating: 0, count: rowCount + 1)
            var ofPlan: [[Int]] = []
            for plan in plans {
                ofPlan.append(
                    plan.channels.map { channel in
                        defer { count[channel] += 1 }
                        return count[channel]
                    })
            }
            self.count = count
            self.ofPlan = ofPlan
        }

        /// The height of the middle of the track relation `number` (`plan`) takes in its
        /// `which`th channel.
        func y(_ number: Int, _ plan: Plan, channel which: Int) -> Double {
            channelTop[plan.channels[which]] + DiagramLayout.channelPadding + Double(ofPlan[number][which])
                * track + track / 2
        }
    }

    /// Stacks channels and rows from top to bottom, sets `height`, and returns each row's top;
    /// each channel's top goes into `tracks`.
    private mutating func stackRows(_ tracks: inout Tracks, rowCount: Int) -> [Double] {
        var channelTop = [Double](repeating: 0, count: rowCount + 1)
        var y = Self.margin
        var rowTop = [Double](repeating: 0, count: rowCount)
        for row in 0...rowCount {
            channelTop[row] = y
            y +=
                tracks.count[row] == 0
                ? (row == 0 || row == rowCount ? 0 : spacing.gap)
                : Double(tracks.count[row]) * spacing.track + 2 * Self.channelPadding
            guard row < rowCount else { break }
            rowTop[row] = y
            let tallest = boxes.filter { $0.row == row }.map(\.height).max() ?? 0
            y += tallest
        }
        height = y + Self.margin
        tracks.channelTop = channelTop
        return rowTop
    }

    /// Places each row left to right, rows centred on the widest, and returns that width.
    private mutating func placeColumns(_ order: [[Int]], rowTop: [Double]) -> Double {
        let rowWidths = order.map { row in
            row.map { boxes[$0].width }.reduce(0, +) + Double(max(0, row.count - 1)) * spacing.gap
        }
        let widest = rowWidths.max() ?? 0
        for (row, indices) in order.enumerated() {
            var x = Self.margin + ((widest - rowWidths[row]) / 2).rounded()
            for index in indices {
                boxes[index].x = x
                boxes[index].y = rowTop[row]
                x += boxes[index].width + spacing.gap
            }
        }
        return widest
    }

    /// One end of a relation, asking for a place on its box's top or bottom side.
    private struct PortRequest {
        var plan: Int
        var box: Int
        var top: Bool
        var toward: Double
        var isSource: Bool
    }

    /// Where each relation leaves and enters its boxes, keyed "plan-isSource": through the top
    /// or bottom side, spread along it in the order of where the other end lies, so lines do
    /// not overlap.
    private func ports(_ plans: [Plan], rows: [Int], laneX: [Int: Double]) -> [String: Double] {
        var requests: [PortRequest] = []
        for (number, plan) in plans.enumerated() {
            let (a, b) = (rows[plan.from], rows[plan.to])
            let sourceToward = laneX[number] ?? boxes[plan.to].centerX
            let targetToward = laneX[number] ?? boxes[plan.from].centerX
            requests.append(
                PortRequest(plan: number, box: plan.from, top: b <= a, toward: sourceToward, isSource: true))
            requests.append(
                PortRequest(plan: number, box: plan.to, top: b >= a, toward: targetToward, isSource: false))
        }
        var portX: [String: Double] = [:]
        let grouped = Dictionary(grouping: requests.indices) { "\(requests[$0].box)-\(requests[$0].top)" }
        for key in grouped.keys.sorted() {
            let members = grouped[key]!.sorted {
                (requests[$0].toward, requests[$0].plan, requests[$0].isSource ? 0 : 1)
                    < (requests[$1].toward, requests[$1].plan, requests[$1].isSource ? 0 : 1)
            }
            for (slot, request) in members.enumerated() {
                let box = boxes[requests[request].box]
                let x = box.x + (box.width * Double(slot + 1) / Double(members.count + 1)).rounded()
                portX["\(requests[request].plan)-\(requests[request].isSource)"] = x
            }
        }
        return portX
    }

    /// The polyline of relation `number`: out of its source's port to its track, along the
    /// lane when it skips rows, and into its target's port.
    private func route(
        _ plan: Plan, number: Int, rows: [Int], tracks: Tracks, laneX: Double?, portX: [String: Double]
    ) -> Route {
        let source = boxes[plan.from]
        let target = boxes[plan.to]
        let (a, b) = (rows[plan.from], rows[plan.to])
        let x1 = portX["\(number)-true"]!
        let x2 = portX["\(number)-false"]!
        let y1 = b <= a ? source.y : source.y + source.height
        let y2 = b >= a ? target.y : target.y + target.height
        var points: [(x: Double, y: Double)]
        if plan.viaLane, let lx = laneX {
            let t1 = tracks.y(number, plan, channel: 0)
            let t2 = tracks.y(number, plan, channel: 1)
            points = [(x1, y1), (x1, t1), (lx, t1), (lx, t2), (x2, t2), (x2, y2)]
        } else {
            let t = tracks.y(number, plan, channel: 0)
            points = [(x1, y1), (x1, t), (x2, t), (x2, y2)]
        }
        return Route(edge: plan.edge, points: points, labelAt: nil, entersFromBelow: b < a)
    }

    /// Each type's row: constraints from generalisations first (a parent above its child),
    /// then ownership (an owner above what it owns) where it adds no cycle; each type as high
    /// as its constraints allow.
    static func rows(_ graph: TypeGraph, position: [String: Int]) -> [Int] {
        let count = graph.nodes.count
        var above: [[Int]] = Array(repeating: [], count: count)  // above[i]: nodes that must be above i
        func reaches(_ start: Int, _ goal: Int) -> Bool {
            var stack = [start]
            var seen = Set<Int>()
            while let next = stack.popLast() {
                if next == goal { return true }
                guard seen.insert(next).inserted else { continue }
                stack += above[next]
            }
            return false
        }
        let generalisations = graph.edges.filter { $0.kind == .inherits || $0.kind == .conforms }
        let ownerships = graph.edges.filter { $0.kind != .inherits && $0.kind != .conforms }
        for edge in generalisations + ownerships {
            guard let from = position[edge.from], let to = position[edge.to], from != to else { continue }
            let (upper, lower) = generalisations.contains(edge) ? (to, from) : (from, to)
            // Adding "upper above lower" makes a cycle when lower must already be above upper.
            if above[lower].contains(upper) || reaches(upper, lower) { continue }
            above[lower].append(upper)
        }
        var row = [Int](repeating: -1, count: count)
        func depth(_ node: Int) -> Int {
            if row[node] >= 0 { return row[node] }
            row[node] = 0
            let value = above[node].map { depth($0) + 1 }.max() ?? 0
            row[node] = value
            return value
        }
        for node in 0..<count { _ = depth(node) }
        return row
    }

    /// The order of the types in each row: declaration order, then a few sweeps that move each
    /// type towards the average position of the types it is related to in the neighbouring row.
    static func order(_ graph: TypeGraph, rows: [Int], rowCount: Int, position: [String: Int]) -> [[Int]] {
        var order: [[Int]] = (0..<rowCount).map { row in rows.indices.filter { rows[$0] == row } }
        var neighbours: [[Int]] = Array(repeating: [], count: rows.count)
        for edge in graph.edges {
            guard let a = position[edge.from], let b = position[edge.to], a != b else { continue }
            neighbours[a].append(b)
            neighbours[b].append(a)
        }
        for sweep in 0..<4 {
            let downward = sweep % 2 == 0
            let sequence = downward ? Array(1..<max(1, rowCount)) : Array((0..<max(0, rowCount - 1)).reversed())
            for row in sequence {
                let reference = downward ? row - 1 : row + 1
                var slot: [Int: Double] = [:]
                for (index, node) in order[reference].enumerated() { slot[node] = Double(index) }
                let current = order[row]
                let keyed = current.enumerated().map { index, node -> (Double, Int, Int) in
                    let placed = neighbours[node].compactMap { slot[$0] }
                    let center = placed.isEmpty ? Double(index) : placed.reduce(0, +) / Double(placed.count)
                    return (center, index, node)
                }
                order[row] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            }
        }
        return order
    }
}
