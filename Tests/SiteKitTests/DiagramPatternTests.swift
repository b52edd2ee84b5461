import Foundation
import Testing

@testable import SiteKit

/// Structure diagrams that say the pattern (issue #50, item 4), checked on the catalogue's own
/// examples: Singleton's static instance, private initializer and dependency; MVC's roles, one
/// line per pair of types and labels that cross nothing; Delegation's dependency pointing from
/// the caller to the callee.
@Suite("Diagrams that say the pattern")
struct DiagramPatternTests {
    /// The Swift files of one of the catalogue's examples.
    static func example(_ name: String) throws -> [(name: String, text: String)] {
        let folder = BrowserTools.repositoryRoot.appendingPathComponent("Examples/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A member as the SVG draws it: its text, and whether it is underlined (UML's static).
    static func members(_ html: String) -> [(text: String, underlined: Bool)] {
        html.matches(of: /<text class="d-member[^"]*"([^>]*)>([^<]*)<\/text>/).map {
            (HTMLText.unescape(String($0.2)), $0.1.contains("text-decoration=\"underline\""))
        }
    }

    @Test("Singleton: the static instance underlined, the private initializer marked '-', and its dependency drawn")
    func singleton() throws {
        // As the chapter draws it (`types: [TicketDispenser, Journal]`).
        let graph = TypeGraph.read(try Self.example("SingletonLocked")).restricted(to: ["TicketDispenser", "Journal"])
        let html = DiagramSVG.figure(graph, example: "SingletonLocked", caption: "x")
        let members = Self.members(html)
        #expect(members.contains { $0.text == "shared: TicketDispenser" && $0.underlined })
        #expect(members.contains { $0.text == "shared: Journal" && $0.underlined })
        #expect(members.filter(\.underlined).count == 2, "only the two `shared` are static")
        #expect(members.contains { $0.text == "- init(room:)" && !$0.underlined })
        #expect(members.contains { $0.text == "- init()" })
        #expect(members.contains { $0.text == "- next: Mutex<Int>" })
        // `Journal.shared.record(...)` in `takeNumber()`: the dispenser depends on the journal.
        let relations = graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.label ?? "")" }
        #expect(relations == ["TicketDispenser uses Journal takeNumber()"])
        #expect(DiagramTests.ParsedSVG(html).edgeKinds == ["uses"])
        #expect(html.contains("<desc>TicketDispenser uses Journal in &#39;takeNumber()&#39;</desc>"))
        #expect(html.contains("<code>private init(room:)</code>"), "the text alternative says it in Swift's words")
    }

    @Test("Two properties holding the same type are one line with both names")
    func onePairOneLine() {
        let graph = TypeGraph.read([
            (
                "main.swift",
                """
                final class Canvas {}
                final class Editor {
                    let canvas = Canvas()
                    var backup: Canvas
                    init() { backup = Canvas() }
                    func draw(on canvas: Canvas) {}
                }
                """
            )
        ])
        let relations = graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to) \($0.label ?? "")" }
        #expect(relations == ["Editor owns Canvas canvas, backup"])
        #expect(graph.sentences == ["Editor holds one Canvas in 'canvas' and 'backup'"])
    }

    /// Every pair of types joined by more than one line, either way round.
    static func pairsDrawnTwice(_ graph: TypeGraph) -> [String] {
        let pairs = graph.edges.map { [$0.from, $0.to].sorted().joined(separator: "–") }
        return Set(pairs.filter { pair in pairs.filter { $0 == pair }.count > 1 }).sorted()
    }

    /// Each label of the picture that crosses a type's box, a line or another label, computed
    /// from the drawn SVG: a label's text is 11 px monospace (0.6 em a character), from 9 px
    /// above its baseline to 2 px below, and a line's stroke is 1.3 px wide.
    static func crossingLabels(_ html: String) -> [String] {
        struct Frame {
            var x0, y0, x1, y1: Double
            func overlaps(_ o: Frame) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }
        }
        let svg = DiagramTests.ParsedSVG(html)
        let labels = html.matches(of: /<text class="d-label" x="([\d.]+)" y="([\d.]+)">([^<]*)<\/text>/)
            .map { (text: HTMLText.unescape(String($0.3)), x: Double($0.1)!, y: Double($0.2)!) }
            .filter { $0.text != "*" }
            .map { ($0.text, Frame(x0: $0.x, y0: $0.y - 9, x1: $0.x + Double($0.text.count) * 6.6, y1: $0.y + 2)) }
        let boxes = svg.boxes.map { Frame(x0: $0.x, y0: $0.y, x1: $0.x + $0.w, y1: $0.y + $0.h) }
        let segments = svg.lines.flatMap { line in
            zip(line, line.dropFirst()).map { p, q in
                Frame(
                    x0: min(p.x, q.x) - 0.65, y0: min(p.y, q.y) - 0.65, x1: max(p.x, q.x) + 0.65,
                    y1: max(p.y, q.y) + 0.65)
            }
        }
        var crossing: [String] = []
        for (index, label) in labels.enumerated() {
            let others = labels.enumerated().filter { $0.offset != index }.map(\.element.1)
            if (boxes + segments + others).contains(where: label.1.overlaps) { crossing.append(label.0) }
        }
        return crossing
    }

    @Test("MVC: one line per pair of types, no label across a line, a box or a label, and each type's role")
    func modelViewController() throws {
        let split = TypeGraph.read(try Self.example("MVCSplit"))
        #expect(Self.pairsDrawnTwice(split).isEmpty, "pairs of types joined twice: \(Self.pairsDrawnTwice(split))")
        let html = DiagramSVG.figure(split, example: "MVCSplit", caption: "x")
        #expect(Self.crossingLabels(html).isEmpty, "labels crossing something: \(Self.crossingLabels(html))")
        DiagramTests.expectNoOverlapOrCrossing(DiagramTests.ParsedSVG(html))
        let roles = html.matches(
            of:
                /<text class="d-role"[^>]*>«([^<]*)»<\/text>\n<text class="d-kind"[^>]*>[^<]*<\/text>\n<text class="d-name"[^>]*>([^<]*)</
        )
        .map { "\($0.2) \($0.1)" }
        for role in ["Survey Model", "Sighting Model", "SurveyListView View", "SurveyController Controller"] {
            #expect(roles.contains(role), "\(role) is not drawn: \(roles)")
        }
        let smalltalk = DiagramSVG.figure(
            TypeGraph.read(try Self.example("MVCSmalltalk")), example: "MVCSmalltalk", caption: "x")
        #expect(smalltalk.contains(">«Model»</text>") && smalltalk.contains(">«View»</text>"))
        #expect(smalltalk.contains(">«Controller»</text>"))
        #expect(Self.crossingLabels(smalltalk).isEmpty)
    }

    @Test("A '- Role:' line of a type's doc comment, line or block, is the stereotype above its name")
    func roleTag() {
        let graph = TypeGraph.read([
            (
                "main.swift",
                """
                /// Presentation state.
                ///
                /// - Role: ViewModel
                @MainActor final class Booking {}
                /**
                 * - Role: View
                 */
                struct Screen { let booking: Booking }
                /// No role here: - Role is only read at the start of a line.
                struct Plain {}
                """
            )
        ])
        let html = DiagramSVG.figure(graph, example: "Roles", caption: "x")
        let roles = html.matches(of: /<text class="d-role"[^>]*>([^<]*)<\/text>/).map { String($0.1) }
        #expect(roles == ["«ViewModel»", "«View»"])
        #expect(html.contains("<li><code>Booking</code>, class (ViewModel)</li>"))
        DiagramTests.expectNoOverlapOrCrossing(DiagramTests.ParsedSVG(html))
    }

    @Test("Delegation: the view points to its data source and delegate, which it calls, not the other way round")
    func delegationDirection() throws {
        let graph = TypeGraph.read(try Self.example("DelegationSeatMap")).restricted(
            to: ["SeatMapView", "SeatMapViewDataSource", "SeatMapViewDelegate", "HallPlan", "BookingScreen"])
        let relations = graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" }
        #expect(!relations.contains { $0.hasPrefix("SeatMapViewDataSource") || $0.hasPrefix("SeatMapViewDelegate") })
        #expect(relations.contains("SeatMapView weak SeatMapViewDataSource"))
        #expect(relations.contains("SeatMapView weak SeatMapViewDelegate"))
        // A dependency no one holds stays with the type whose method takes it.
        #expect(relations.contains("BookingScreen uses HallPlan"))
        #expect(Self.pairsDrawnTwice(graph).isEmpty)
        #expect(Self.crossingLabels(DiagramSVG.figure(graph, example: "DelegationSeatMap", caption: "x")).isEmpty)
    }
}
