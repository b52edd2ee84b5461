// snippet.probe
/// Names the actor its caller runs on: `#isolation` is the caller's isolation.
func here(_ isolation: isolated (any Actor)? = #isolation) -> String {
    isolation.map { "on \(type(of: $0))" } ?? "off any actor"
}
// snippet.end

// snippet.screen
/// The state a report screen draws from. Only main-actor code may touch it,
/// which is where UIKit and SwiftUI read it.
@MainActor
final class ReportScreen {
    private(set) var status = "idle"
    private(set) var rows: [String] = []

    func refresh(from log: [String]) async {
        show("summarising \(log.count) lines")
        let summary = await summarise(log)   // leaves the main actor...
        rows = summary                       // ...and is back here to assign
        show("showing \(rows.count) rows")
    }

    private func show(_ text: String) {
        status = text
        print("status: \(text) (\(here()))")
    }
}
// snippet.end

// snippet.work
/// Heavy, pure work: `@concurrent` runs it on the concurrent pool,
/// whoever calls it, so the main actor stays free to draw.
@concurrent
func summarise(_ log: [String]) async -> [String] {
    print("counting levels (\(here()))")
    var counts: [String: Int] = [:]
    for line in log { counts[String(line.prefix(while: { $0 != " " })), default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
}
// snippet.end

// snippet.use
let screen = ReportScreen()
await screen.refresh(from: ["INFO boot", "WARN disk 91%", "INFO login", "ERROR timeout", "INFO logout"])
for row in screen.rows { print("  \(row)") }
// snippet.end
