// expect: compile-error
struct Timetable: Sendable {
    let sailings: [String]
}

@MainActor extension Timetable {
    // No nonisolated this time: the extension's attribute applies.
    var summary: String { "\(sailings.count) sailings" }
}

/// Not isolated to any actor, and synchronous.
func logSummary(of timetable: Timetable) {
    print("Log:", timetable.summary)
}
