import Foundation
import Testing

@testable import SiteKit

/// Structure diagrams drawn from an example's own code: the right types and relations, the
/// same bytes every time, no line through a box, and located errors for bad fences.
@Suite("Structure diagrams")
struct DiagramTests {
    static let source = """
        protocol Shape: AnyObject {
            var name: String { get }
            func area() -> Double
        }

        class Base {}

        final class Circle: Base, Shape {
            let name = "circle"
            let radius: Double
            init(radius: Double) { self.radius = radius }
            func area() -> Double { 3 * radius * radius }
        }

        // snippet.canvas
        final class Canvas {
            private var shapes: [any Shape] = []
            weak var owner: Editor?
            var count: Int { shapes.count }
        }
        // snippet.end

        final class Editor {
            let canvas = Canvas()
            var canvas2: Canvas
            init() { canvas2 = Canvas() }
        }

        indirect enum Tree {
            case leaf(Int)
            case node(Tree, Tree)
        }

        extension Int: Shape {}

        """

    /// Every `<text>` of the SVG, and the boxes and polylines with their numbers.
    struct ParsedSVG {
        var texts: [String]
        var boxes: [(x: Double, y: Double, w: Double, h: Double)]
        var lines: [[(x: Double, y: Double)]]
        var edgeKinds: [String]

        init(_ html: String) {
            texts = html.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { HTMLText.unescape($0.1) }
            boxes = html.matches(of: /<rect class="d-box" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/)
                .map { (Double($0.1)!, Double($0.2)!, Double($0.3)!, Double($0.4)!) }
            lines = html.matches(of: /<g class="d-edge d-\w+">\n<polyline points="([^"]+)"/).map { match in
                match.1.split(separator: " ").map { pair in
                    let xy = pair.split(separator: ",").map { Double($0)! }
                    return (xy[0], xy[1])
                }
            }
            edgeKinds = html.matches(of: /<g class="d-edge d-(\w+)">/).map { String($0.1) }
        }
    }

    func graph() -> TypeGraph { TypeGraph.read([("main.swift", Self.source)]) }

    @Test("the graph holds exactly the declared types, their kinds and their relations")
    func types() {
        let graph = graph()
        #expect(graph.nodes.map(\.name) == ["Shape", "Base", "Circle", "Canvas", "Editor", "Tree", "Int"])
        #expect(
            graph.nodes.map(\.kind.rawValue) == ["protocol", "class", "class", "class", "class", "enum", "extension"])
        let relations = Set(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.label ?? "")" })
        #expect(
            relations == [
                "Circle inherits Base ", "Circle conforms Shape ", "Canvas many Shape shapes",
                "Canvas weak Editor owner",
                "Editor owns Canvas canvas, canvas2", "Tree owns Tree node", "Tree owns Int leaf",
                "Int conforms Shape ",
            ])
        // Computed properties are not stored; a type written only in the initializer
        // (`Canvas()`) is drawn, and so is one a literal gives (`"circle"`); a private one is
        // marked as UML marks it.
        #expect(graph.nodes[3].members.map(\.drawn) == ["- shapes: [any Shape]", "owner: Editor?"])
        #expect(graph.nodes[4].members.map(\.drawn) == ["canvas: Canvas", "canvas2: Canvas"])
        #expect(graph.nodes[2].members.map(\.drawn) == ["name: String", "radius: Double", "area()"])
        #expect(graph.nodes[0].members.map(\.drawn) == ["name: String", "area()"])
        // The extended type is drawn because it conforms to the example's own protocol.
        #expect(graph.nodes[6].kind == .extension)
    }

    @Test("a stored property without a type annotation is listed, typed from a literal or a call where simple")
    func untypedProperties() {
        let graph = TypeGraph.read([
            (
                "main.swift",
                """
                protocol Track {
                    var title: String { get }
                }
                struct Ferry {}
                final class Sailing {
                    var carsBooked = 0
                    var speed = -12.5
                    let route = "Harbour"
                    var isFull = false
                    let ferry = Ferry()
                    let manifest = makeManifest()
                    var delay = 1 + 2
                    static var sailings = 0
                    var total: Int { carsBooked }
                }
                struct LiveStream: Track {
                    let title: String
                    var position = 0.0
                }
                """
            )
        ])
        #expect(
            graph.nodes[2].members.map(\.drawn) == [
                "carsBooked: Int", "speed: Double", "route: String", "isFull: Bool", "ferry: Ferry", "manifest",
                "delay", "sailings: Int",
            ])
        #expect(graph.nodes[2].members.filter(\.isStatic).map(\.text) == ["sailings: Int"])
        #expect(graph.nodes[3].members.map(\.drawn) == ["title: String", "position: Double"])
        #expect(
            graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" } == [
                "Sailing owns Ferry", "LiveStream conforms Track",
            ])
    }

    @Test("a type a method or initializer takes is a dashed 'uses' relation, unless a stored one joins them")
    func methodDependencies() {
        let source = """
            protocol Pager { func page(_ text: String) }
            struct Directory {}
            struct Crew {}
            final class DirectoryNotifier {
                let directory: Directory
                init(directory: Directory, backup: Directory?) { self.directory = directory }
                func ping(_ crew: [Crew], via pager: some Pager) {}
                func rota(for crew: Crew) -> [Crew] { [] }
                func copy(of other: DirectoryNotifier) {}
            }
            extension Crew {
                mutating func assign(_ handler: (Directory) -> Void) {}
            }
            """
        let graph = TypeGraph.read([("main.swift", source)])
        let relations = graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.label ?? "")" }
        #expect(
            relations == [
                "DirectoryNotifier owns Directory directory", "DirectoryNotifier uses Crew ping(_:via:), rota(for:)",
                "DirectoryNotifier uses Pager ping(_:via:)", "Crew uses Directory assign(_:)",
            ])
        #expect(graph.sentences.contains("DirectoryNotifier uses Pager in 'ping(_:via:)'"))
        let html = DiagramSVG.figure(graph, example: "Notify", caption: "x")
        let svg = ParsedSVG(html)
        #expect(svg.edgeKinds.sorted() == ["owns", "uses", "uses", "uses"])
        #expect(html.contains("stroke-dasharray=\"2 4\""))
        #expect(svg.texts.contains("in ping(_:via:)"))
        Self.expectNoOverlapOrCrossing(svg)
    }

    @Test("a conformer's implementation of a requirement leaves the dependency to the protocol")
    func requirementDependencies() {
        let source = """
            struct Paragraph {}
            struct Photo {}
            protocol BlockVisitor {
                func visit(_ paragraph: Paragraph)
            }
            struct WordCounter: BlockVisitor {
                func visit(_ paragraph: Paragraph) {}
                func caption(for photo: Photo) {}
            }
            """
        let relations = TypeGraph.read([("main.swift", source)]).edges.map {
            "\($0.from) \($0.kind.rawValue) \($0.to) \($0.label ?? "")"
        }
        #expect(
            relations == [
                "WordCounter conforms BlockVisitor ", "BlockVisitor uses Paragraph visit(_:)",
                "WordCounter uses Photo caption(for:)",
            ])
    }

    @Test("a protocol extension's default implementation does not list its requirement twice")
    func defaultsListedOnce() {
        let graph = TypeGraph.read([
            (
                "main.swift",
                """
                protocol Cue {
                    func go()
                    func stop()
                }
                extension Cue {
                    func go() {}
                    func stop() {}
                    func reset() {}
                }
                """
            )
        ])
        #expect(graph.nodes.map { $0.members.map(\.drawn) } == [["go()", "stop()", "reset()"]])
    }

    @Test("the SVG shows every type and relation, no box overlaps another and no line crosses a box")
    func geometry() {
        let html = DiagramSVG.figure(graph(), example: "Shapes", caption: "of Shapes")
        let svg = ParsedSVG(html)
        for name in ["Shape", "Base", "Circle", "Canvas", "Editor", "Tree", "Int", "«protocol»", "«extension»"] {
            #expect(svg.texts.contains(name), "\(name) is not drawn")
        }
        #expect(svg.boxes.count == 7)
        #expect(
            svg.edgeKinds.sorted() == [
                "conforms", "conforms", "inherits", "many", "owns", "owns", "owns", "weak",
            ])
        Self.expectNoOverlapOrCrossing(svg)
        // The text alternative names every relation.
        #expect(html.contains("<li>Canvas refers weakly to one Editor in &#39;owner&#39;</li>"))
        #expect(html.contains("<title>Structure of Shapes: Shape (protocol)"))
    }

    @Test("a row too wide for a page column wraps, still without a line through a box")
    func wideRowsWrap() {
        let conformers = (1...9).map { "final class Conformer\($0): Wide { let owner: Hub? = nil }" }
        let source =
            "protocol Wide {}\nfinal class Hub { var all: [any Wide] = [] }\n" + conformers.joined(separator: "\n")
        let svg = ParsedSVG(DiagramSVG.figure(TypeGraph.read([("main.swift", source)]), example: "Wide", caption: "x"))
        #expect(svg.boxes.count == 11)
        #expect(Set(svg.boxes.map(\.y)).count >= 4, "the nine conformers take more than one row")
        let left = svg.boxes.map(\.x).min() ?? 0
        #expect(svg.boxes.allSatisfy { $0.x + $0.w - left <= DiagramLayout.maxRowWidth })
        Self.expectNoOverlapOrCrossing(svg)
    }

    static func expectNoOverlapOrCrossing(_ svg: ParsedSVG) {
        for (i, a) in svg.boxes.enumerated() {
            for b in svg.boxes[(i + 1)...] {
                let apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y
                #expect(apart, "boxes overlap: \(a) and \(b)")
            }
        }
        // Each segment may touch a box only at its ends (where it leaves or enters a side).
        for line in svg.lines {
            for (p, q) in zip(line, line.dropFirst()) {
                for box in svg.boxes {
                    let (minX, maxX) = (min(p.x, q.x), max(p.x, q.x))
                    let (minY, maxY) = (min(p.y, q.y), max(p.y, q.y))
                    let insideX = maxX > box.x + 0.5 && minX < box.x + box.w - 0.5
                    let insideY = maxY > box.y + 0.5 && minY < box.y + box.h - 0.5
                    #expect(!(insideX && insideY), "segment \(p)–\(q) crosses the box at \(box)")
                }
            }
        }
    }

    @Test("the same code gives the same bytes")
    func deterministic() {
        let first = DiagramSVG.figure(graph(), example: "Shapes", caption: "x")
        let second = DiagramSVG.figure(TypeGraph.read([("main.swift", Self.source)]), example: "Shapes", caption: "x")
        #expect(first == second)
    }

    @Test("types: and a slice narrow the picture; unknown types, slices and examples are located errors")
    func narrowing() throws {
        let example = Example(
            name: "Shapes", files: [.init(name: "main.swift", path: "Examples/Shapes/main.swift", text: Self.source)])
        let expander = ExampleExpander(
            examples: ["Shapes": example], used: ["Shapes"], results: [:],
            provenance: Provenance(swiftVersion: "Swift version 6.3.1"))
        let sliced = try expander.diagramHTML(for: ExampleReference(example: "Shapes", slice: "canvas"), types: nil)
            .get()
        #expect(ParsedSVG(sliced).boxes.count == 1)
        let two = try expander.diagramHTML(for: ExampleReference(example: "Shapes"), types: ["Circle", "Shape"]).get()
        #expect(ParsedSVG(two).edgeKinds == ["conforms"])
        guard
            case .failure(let unknown) = expander.diagramHTML(
                for: ExampleReference(example: "Shapes"), types: ["Square"])
        else {
            Issue.record("an unknown type was drawn")
            return
        }
        #expect(unknown.message == "'Shapes' declares no type 'Square'")
        #expect(unknown.hint?.contains("Canvas") == true)
        guard
            case .failure(let slice) = expander.diagramHTML(
                for: ExampleReference(example: "Shapes", slice: "nope"), types: nil)
        else {
            Issue.record("a missing slice was drawn")
            return
        }
        #expect(slice.message == "the example 'Shapes' has no slice 'nope'")
        guard case .failure(let missing) = expander.diagramHTML(for: ExampleReference(example: "Nope"), types: nil)
        else {
            Issue.record("a missing example was drawn")
            return
        }
        #expect(missing.message == "there is no example 'Nope'")
        guard case .failure(let option) = DiagramOptions.parse("types: [A]\nsize: big") else {
            Issue.record("an unknown option was accepted")
            return
        }
        #expect(option.line == 2)
    }
}
