/// Places a `TypeGraph` on a plane: types in rows (a protocol or superclass above what
/// conforms to or inherits from it, an owner above what it owns when that makes no cycle),
/// and every relation routed as vertical and horizontal segments that run only through the
/// channels between rows and the lanes right of every box, so no line crosses a box and no
/// box overlaps another. Everything is computed from the graph alone: same graph, same
/// numbers, on every machine.
struct DiagramLayout {
    struct Box {
        var node: TypeGraph.Node
        var row: Int
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        /// The members shown (at most `maxMembers`, then an ellipsis).
        var members: [String]
        var centerX: Double { x + width / 2 }
    }

    struct Route {
        var edge: TypeGraph.Edge
        /// The polyline, from the source's side to the target's side.
        var points: [(x: Double, y: Double)]
        /// Where the label starts, if the relation has one.
        var labelAt: (x: Double, y: Double)?
        /// Whether the last segment enters the target from below (arrow points up).
        var entersFromBelow: Bool
    }

    static let charWidth = 7.9
    static let nameCharWidth = 8.8
    static let memberLine = 16.0
    static let header = 38.0
    static let padding = 10.0
    static let gap = 36.0
    static let margin = 12.0
    static let track = 16.0
    static let channelPadding = 14.0
    static let maxMembers = 8
    /// The widest a row may be before it wraps: about a page column.
    static let maxRowWidth = 660.0

    var boxes: [Box] = []
    var routes: [Route] = []
    var width = 0.0
    var height = 0.0

    init(_ graph: TypeGraph) {
        let names = graph.nodes.map(\.name)
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var rows = Self.rows(graph, position: position)
        var rowCount = (rows.max() ?? 0) + 1
        boxes = graph.nodes.enumerated().map { index, node in
            var members = Array(node.members.prefix(Self.maxMembers))
            if node.members.count > Self.maxMembers { members.append("…") }
            let text = max(
                Double(node.name.count) * Self.nameCharWidth,
                Double(("«" + node.kind.rawValue + "»").count) * Self.charWidth,
                members.map { Double($0.count) * Self.charWidth }.max() ?? 0)
            return Box(
                node: node, row: rows[index], width: (text + 2 * Self.padding).rounded(.up),
                height: Self.header + (members.isEmpty ? 0 : Double(members.count) * Self.memberLine + 8),
                members: members)
        }
        var order = Self.order(graph, rows: rows, rowCount: rowCount, position: position)
        // A row wider than a page's column is wrapped onto the next line: relations to the
        // wrapped part take the lanes like any that skip a row.
        var wrapped: [[Int]] = []
        for row in order {
            var line: [Int] = []
            var width = 0.0
            for index in row {
                if !line.isEmpty && width + Self.gap + boxes[index].width > Self.maxRowWidth {
                    wrapped.append(line)
                    line = []
                    width = 0
                }
                width += (line.isEmpty ? 0 : Self.gap) + boxes[index].width
                line.append(index)
            }
            wrapped.append(line)
        }
        order = wrapped
        rowCount = order.count
        for (row, indices) in order.enumerated() {
            for index in indices {
                rows[index] = row
                boxes[index].row = row
            }
        }

        // Which channel each relation runs in (channel k lies above row k), and its track.
        struct Plan {
            var edge: TypeGraph.Edge
            var from: Int, to: Int
            var channels: [Int]
            var viaLane: Bool
        }
        var plans: [Plan] = []
        for edge in graph.edges {
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            let (a, b) = (rows[from], rows[to])
            let channels: [Int]
            if b < a {
                channels = a == b + 1 ? [a] : [a, b + 1]
            } else if b > a {
                channels = b == a + 1 ? [b] : [a + 1, b]
            } else {
                channels = [a]
            }
            plans.append(Plan(edge: edge, from: from, to: to, channels: channels, viaLane: channels.count == 2))
        }
        var tracksIn = [Int](repeating: 0, count: rowCount + 1)
        var trackOf: [[Int]] = []
        for plan in plans {
            trackOf.append(
                plan.channels.map { channel in
                    defer { tracksIn[channel] += 1 }
                    return tracksIn[channel]
                })
        }

        // Rows and channels from top to bottom.
        var channelTop = [Double](repeating: 0, count: rowCount + 1)
        var y = Self.margin
        var rowTop = [Double](repeating: 0, count: rowCount)
        for row in 0...rowCount {
            channelTop[row] = y
            y +=
                tracksIn[row] == 0
                ? (row == 0 || row == rowCount ? 0 : Self.gap)
                : Double(tracksIn[row]) * Self.track + 2 * Self.channelPadding
            guard row < rowCount else { break }
            rowTop[row] = y
            let tallest = boxes.filter { $0.row == row }.map(\.height).max() ?? 0
            y += tallest
        }
        height = y + Self.margin

        // Columns: each row left to right, rows centred on the widest.
        let rowWidths = (0..<rowCount).map { row in
            order[row].map { boxes[$0].width }.reduce(0, +) + Double(max(0, order[row].count - 1)) * Self.gap
        }
        let widest = rowWidths.max() ?? 0
        for row in 0..<rowCount {
            var x = Self.margin + ((widest - rowWidths[row]) / 2).rounded()
            for index in order[row] {
                boxes[index].x = x
                boxes[index].y = rowTop[row]
                x += boxes[index].width + Self.gap
            }
        }
        let laneCount = plans.filter(\.viaLane).count
        width =
            Self.margin + widest + (laneCount == 0 ? 0 : Self.gap / 2 + Double(laneCount) * Self.track) + Self.margin

        // Ports: each relation leaves and enters a box through the top or bottom side, spread
        // along it in the order of where the other end lies, so lines do not overlap.
        var lane = 0
        var laneX: [Int: Double] = [:]
        for (number, plan) in plans.enumerated() where plan.viaLane {
            laneX[number] = Self.margin + widest + Self.gap / 2 + Double(lane) * Self.track
            lane += 1
        }
        struct PortRequest {
            var plan: Int
            var box: Int
            var top: Bool
            var toward: Double
            var isSource: Bool
        }
        var requests: [PortRequest] = []
        for (number, plan) in plans.enumerated() {
            let (a, b) = (rows[plan.from], rows[plan.to])
            let sourceTop = b <= a
            let targetTop = b >= a
            let sourceToward = laneX[number] ?? boxes[plan.to].centerX
            let targetToward = laneX[number] ?? boxes[plan.from].centerX
            requests.append(
                PortRequest(plan: number, box: plan.from, top: sourceTop, toward: sourceToward, isSource: true))
            requests.append(
                PortRequest(plan: number, box: plan.to, top: targetTop, toward: targetToward, isSource: false))
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

        for (number, plan) in plans.enumerated() {
            let source = boxes[plan.from]
            let target = boxes[plan.to]
            let (a, b) = (rows[plan.from], rows[plan.to])
            let x1 = portX["\(number)-true"]!
            let x2 = portX["\(number)-false"]!
            let y1 = b <= a ? source.y : source.y + source.height
            let y2 = b >= a ? target.y : target.y + target.height
            func trackY(_ which: Int) -> Double {
                channelTop[plan.channels[which]] + Self.channelPadding + Double(trackOf[number][which]) * Self.track
                    + Self.track / 2
            }
            var points: [(x: Double, y: Double)]
            if plan.viaLane, let lx = laneX[number] {
                let t1 = trackY(0)
                let t2 = trackY(1)
                points = [(x1, y1), (x1, t1), (lx, t1), (lx, t2), (x2, t2), (x2, y2)]
            } else {
                let t = trackY(0)
                points = [(x1, y1), (x1, t), (x2, t), (x2, y2)]
            }
            let label: (x: Double, y: Double)? =
                plan.edge.label == nil ? nil : (min(points[1].x, points[2].x) + 4, points[1].y - 3)
            routes.append(Route(edge: plan.edge, points: points, labelAt: label, entersFromBelow: b < a))
        }
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
