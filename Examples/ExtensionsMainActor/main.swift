/// Stands in for a departures display at the ferry terminal: UI state belongs to the main actor.
@MainActor final class DepartureScreen {
    private(set) var lines: [String] = []
    func show(_ line: String) { lines.append(line) }
}

/// A plain value: no isolation of its own, safe to send anywhere.
struct Timetable: Sendable {
    let sailings: [String]
}

// Each member declared in this extension is isolated to the main actor.
@MainActor extension Timetable {
    func show(on screen: DepartureScreen) {
        for sailing in sailings { screen.show(sailing) }
    }

    // Opted back out: it reads only the value's own immutable data.
    nonisolated var summary: String { "\(sailings.count) sailings" }
}

/// Not isolated to any actor, and synchronous.
func logSummary(of timetable: Timetable) {
    print("Log:", timetable.summary)
}

/// Not isolated to any actor, and asynchronous: it can hop to the main actor.
func refresh(_ screen: DepartureScreen, from timetable: Timetable) async {
    await timetable.show(on: screen)
}

let timetable = Timetable(sailings: ["07:05 Skerry", "07:20 Holm", "17:40 Skerry"])
let screen = DepartureScreen()
logSummary(of: timetable)
await refresh(screen, from: timetable)
print(screen.lines.joined(separator: "\n"))
