// expect: compile-error
// snippet.types
/// A plain class: mutable, not `Sendable`.
final class ReminderNotes {
    var lines: [String] = []
}

/// Sends reminders on its own schedule, away from the main actor.
actor ReminderQueue {
    private let notes: ReminderNotes
    init(notes: ReminderNotes) { self.notes = notes }
    func remind(_ member: String) { notes.lines.append("reminded \(member)") }
}

@MainActor final class NotesScreen {
    private let notes: ReminderNotes
    init(notes: ReminderNotes) { self.notes = notes }
    func render() -> String { notes.lines.joined(separator: "\n") }
}
// snippet.end

// snippet.shared
@MainActor func assembleShared() -> (ReminderQueue, NotesScreen) {
    let notes = ReminderNotes()
    let queue = ReminderQueue(notes: notes)      // refused: the screen keeps using it
    let screen = NotesScreen(notes: notes)
    return (queue, screen)
}
// snippet.end

// snippet.sent
@MainActor func assembleSent() -> ReminderQueue {
    let notes = ReminderNotes()
    return ReminderQueue(notes: notes)           // accepted: handed over, never used again
}
// snippet.end
