// expect: compile-error
@MainActor
final class ReportScreen {
    var status = "idle"
}

/// Runs on the concurrent pool, so it must not touch main-actor state directly.
@concurrent
func summarise(_ log: [String], for screen: ReportScreen) async -> Int {
    screen.status = "counting \(log.count) lines"      // refused: not on the main actor
    return log.count
}

/// The fix: hop to the main actor for the one line that touches its state.
@concurrent
func summariseAndReport(_ log: [String], for screen: ReportScreen) async -> Int {
    await MainActor.run { screen.status = "counting \(log.count) lines" }
    return log.count
}
