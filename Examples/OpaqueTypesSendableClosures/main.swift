// snippet.hide
import Synchronization
// snippet.show
// Three closures Swift 6 accepts, each for its own reason.

// snippet.copy
// A capture list copies the value once, into a constant: safe to share.
func reportLater(frames: Int) -> @Sendable () -> String {
    var total = frames
    total += 1
    return { [total] in "\(total) frames" }
}
// snippet.end

// snippet.mutex
// Shared mutable state goes behind a lock the closure captures.
func makeSharedFrameCounter() -> @Sendable () -> Int {
    let frames = Mutex(0)
    return {
        frames.withLock { count in
            count += 1
            return count
        }
    }
}
// snippet.end

// snippet.sent
// Task's closure is `sending`: a non-Sendable object may go in if nothing else keeps it.
final class Logbook {
    var lines: [String] = []
}

func recordInBackground() async -> Int {
    let book = Logbook()
    book.lines.append("Linden: queen seen")
    let writer = Task {
        book.lines.append("Heather: supers added")
        return book.lines.count
    }
    return await writer.value        // `book` is never touched here again
}
// snippet.end

print(reportLater(frames: 8)())
let counter = makeSharedFrameCounter()
await withTaskGroup(of: Void.self) { group in
    for _ in 1...10 {
        group.addTask { _ = counter() }
    }
}
print("After ten tasks, the next call returns", counter())
print("Lines written in the task:", await recordInBackground())
