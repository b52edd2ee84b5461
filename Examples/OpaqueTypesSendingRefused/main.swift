// expect: compile-error
// Task's closure is `sending`: it may take a non-Sendable object only if nothing else uses it.
final class Logbook {
    var lines: [String] = []
}

func recordInBackground() async {
    let book = Logbook()
    let writer = Task {
        book.lines.append("Heather: supers added")
    }
    book.lines.append("Linden: queen seen")      // still used here, while the task may run
    await writer.value
}
